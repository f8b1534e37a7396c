import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/translate';
import { EDITION_YEARS } from './site-links';
import { useNumbers } from './use-numbers';

/**
 * 'Previous Editions': a disclosure button controlling a list of links. Opens on click; closes on a
 * click outside, on Escape (focus goes back to the button) or when a year is chosen.
 */
export function EditionsDropdown({ onChoose }: { onChoose?: () => void }) {
  const t = useT();
  const { year: yearText } = useNumbers();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent | MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    // Focus leaving the menu by Tab closes it too, so it never hides what comes next.
    const onFocus = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  const choose = () => {
    setOpen(false);
    onChoose?.();
  };

  return (
    <div className="nav-dropdown" ref={root}>
      <button
        ref={button}
        type="button"
        className="nav-link nav-dropdown-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t('nav.previousEditions')}
        <svg className="nav-caret" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className="nav-dropdown-list" hidden={!open}>
        {EDITION_YEARS.map((year) => (
          <li key={year}>
            <Link to={`/${year}`} className="nav-dropdown-link" onClick={choose}>
              {yearText(year)}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/previosEdition" className="nav-dropdown-link nav-dropdown-all" onClick={choose}>
            {t('nav.allEditions')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
