import { useEffect, useId, useState } from 'react';
import { STATUS_LABELS, STATUSES, isStatus, type ApplicationStatus } from './statuses';

const TYPING_PAUSE_MS = 300;

/** Searches as the organiser pauses typing (the URL is replaced, not stacked); Enter searches at once. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string, typing: boolean) => void }) {
  const id = useId();
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
      <label htmlFor={id}>Search</label>
      <p id={`${id}-hint`} className="console-hint">
        Names, e-mails, national IDs, team names
      </p>
      <div className="console-inline">
        <input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} aria-describedby={`${id}-hint`} />
        <button type="submit" className="console-button console-button-quiet">
          Search
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
  return (
    <div className="console-field">
      <label htmlFor={id}>Status</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(isStatus(event.target.value) ? event.target.value : undefined)}>
        <option value="">All statuses</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
