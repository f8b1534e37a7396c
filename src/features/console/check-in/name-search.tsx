import { useId, useState, type Ref } from 'react';
import { MIN_SEARCH_LENGTH, usePersonSearch, type PersonFound } from './check-in-api';
import { cairoClock, kindWords } from './check-in-words';
import { useDebouncedValue } from './use-debounced-value';

interface NameSearchProps {
  busy: boolean;
  onCheckIn: (code: string) => Promise<void>;
  inputRef: Ref<HTMLInputElement>;
}

function statusWords(person: PersonFound): string {
  if (person.checkedInAt) return `Checked in at ${cairoClock(person.checkedInAt)}`;
  return person.status === 'checked_in' ? 'Checked in' : 'Not checked in yet';
}

function foundWords(query: string, error: Error | null, people?: PersonFound[]): string {
  if (query.length < MIN_SEARCH_LENGTH) return '';
  if (error) return `The search failed: ${error.message}`;
  if (!people) return 'Searching…';
  if (people.length === 0) return `Nobody confirmed matches “${query}”.`;
  return people.length === 1 ? '1 person found' : `${people.length} people found`;
}

/** For someone without their code: confirmed people whose name or e-mail matches, each with a Check in button. */
export function NameSearch({ busy, onCheckIn, inputRef }: NameSearchProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim(), 250);
  const search = usePersonSearch(query);
  const people = query.length >= MIN_SEARCH_LENGTH ? search.data : undefined;

  return (
    <div className="check-in-search">
      <label htmlFor={`${id}-name`}>Name or e-mail</label>
      <p id={`${id}-hint`} className="check-in-hint">
        At least {MIN_SEARCH_LENGTH} letters of the person's name or e-mail address
      </p>
      <input
        id={`${id}-name`}
        ref={inputRef}
        type="search"
        className="check-in-search-input"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        aria-controls={`${id}-results`}
      />
      <div id={`${id}-results`}>
        <p role="status" className="check-in-hint">
          {foundWords(query, search.error, people)}
        </p>
        {people && people.length > 0 ? (
          <ul className="check-in-people" aria-label={`People matching ${query}`}>
            {people.map((person) => (
              <li key={person.code}>
                <span className="check-in-person">
                  <span className="check-in-person-name">{person.name}</span>
                  <span>{kindWords(person.kind, person.teamName)}</span>
                  <span>{statusWords(person)}</span>
                </span>
                <button type="button" className="check-in-button" disabled={busy} onClick={() => void onCheckIn(person.code)}>
                  Check in<span className="visually-hidden"> {person.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
