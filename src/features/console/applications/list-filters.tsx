import { useEffect, useId, useState } from 'react';
import { useT } from '../../../lib/i18n/translate';
import { STATUS_LABELS, STATUSES, isStatus, type ApplicationStatus } from './statuses';

const TYPING_PAUSE_MS = 300;

/** Searches as the organiser pauses typing (the URL is replaced, not stacked); Enter searches at once. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string, typing: boolean) => void }) {
  const id = useId();
  const t = useT();
  const [text, setText] = useState(value);
  // Back, reload or a link change the URL: the box follows it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text, true), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <form
      role="search"
      className="console-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text, false);
      }}
    >
      <label htmlFor={id}>{t('console.search.label')}</label>
      <p id={`${id}-hint`} className="console-hint">
        {t('console.search.hint')}
      </p>
      <div className="console-inline">
        <input
          id={id}
          type="search"
          dir="auto"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className="console-button console-button-quiet">
          {t('console.search.button')}
        </button>
      </div>
    </form>
  );
}

interface StatusFilterProps {
  value: ApplicationStatus | undefined;
  onChange: (status: ApplicationStatus | undefined) => void;
}

export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const id = useId();
  const t = useT();
  return (
    <div className="console-field">
      <label htmlFor={id}>{t('console.table.status')}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(isStatus(event.target.value) ? event.target.value : undefined)}>
        <option value="">{t('console.filter.all')}</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(STATUS_LABELS[status])}
          </option>
        ))}
      </select>
    </div>
  );
}
