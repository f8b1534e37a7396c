import { useId, useState, type Ref } from 'react';
import type { Language } from '../../../lib/i18n/languages';
import type { Translate } from '../../../lib/i18n/translate';
import { formatNumber } from '../i18n/formats';
import { useConsoleWords } from '../i18n/use-console-words';
import { MIN_SEARCH_LENGTH, usePersonSearch, type PersonFound } from './check-in-api';
import { cairoClock, kindWords } from './check-in-words';
import { useDebouncedValue } from './use-debounced-value';

interface NameSearchProps {
  busy: boolean;
  onCheckIn: (code: string) => Promise<void>;
  inputRef: Ref<HTMLInputElement>;
}

function statusWords(person: PersonFound, t: Translate, language: Language): string {
  if (person.checkedInAt) return t('console.door.checkedInAt', { time: cairoClock(person.checkedInAt, new Date(), language) });
  return person.status === 'checked_in' ? t('console.status.checked_in') : t('console.door.notYet');
}

function foundWords(query: string, error: Error | null, t: Translate, language: Language, people?: PersonFound[]): string {
  if (query.length < MIN_SEARCH_LENGTH) return '';
  if (error) return t('console.door.searchFailed', { reason: error.message });
  if (!people) return t('console.door.searching');
  if (people.length === 0) return t('console.door.nobody', { query });
  return t('console.door.found', { count: people.length, shown: formatNumber(people.length, language) });
}

/** For someone without their code: confirmed people whose name or e-mail matches, each with a Check in button. */
export function NameSearch({ busy, onCheckIn, inputRef }: NameSearchProps) {
  const id = useId();
  const { t, language, number } = useConsoleWords();
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim(), 250);
  const search = usePersonSearch(query);
  const people = query.length >= MIN_SEARCH_LENGTH ? search.data : undefined;

  return (
    <div className="check-in-search">
      <label htmlFor={`${id}-name`}>{t('console.door.nameLabel')}</label>
      <p id={`${id}-hint`} className="check-in-hint">
        {t('console.door.nameHint', { count: MIN_SEARCH_LENGTH, shown: number(MIN_SEARCH_LENGTH) })}
      </p>
      <input
        id={`${id}-name`}
        ref={inputRef}
        type="search"
        className="check-in-search-input"
        dir="auto"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        aria-controls={`${id}-results`}
      />
      <div id={`${id}-results`}>
        <p role="status" className="check-in-hint">
          {foundWords(query, search.error, t, language, people)}
        </p>
        {people && people.length > 0 ? (
          <ul className="check-in-people" aria-label={t('console.door.matching', { query })}>
            {people.map((person) => (
              <li key={person.code}>
                <span className="check-in-person">
                  <span className="check-in-person-name" dir="auto">
                    {person.name}
                  </span>
                  <span dir="auto">{kindWords(person.kind, person.teamName, language)}</span>
                  <span>{statusWords(person, t, language)}</span>
                </span>
                <button type="button" className="check-in-button" disabled={busy} onClick={() => void onCheckIn(person.code)}>
                  {t('console.door.checkIn')}
                  <span className="visually-hidden"> {person.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
