import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import type { Translate } from '../../../lib/i18n/translate';
import { useConsoleWords } from '../i18n/use-console-words';
import { useSetCapacity, type Slot } from './seats-api';

const MAX_CAPACITY = 100_000;

/** The refusal in words: the server's own for a capacity below the confirmed seats, ours for a value that is no number. */
function problemOf(error: unknown, t: Translate): string {
  if (error instanceof ApiError) return error.errors.capacity?.[0] ?? error.message;
  return t('console.capacity.failed');
}

/** Changes a slot's capacity (admins); errors sit above the field, GOV.UK style, and the field says it is invalid. */
export function CapacityForm({ slot }: { slot: Slot }) {
  const id = useId();
  const { t, number } = useConsoleWords();
  const [value, setValue] = useState(String(slot.capacity));
  const [typed, setTyped] = useState<string>();
  const [saved, setSaved] = useState(false);
  const save = useSetCapacity(slot.id);
  const problem = typed ?? (save.error ? problemOf(save.error, t) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const capacity = Number(value.trim());
    if (value.trim() === '' || !Number.isInteger(capacity) || capacity < 0 || capacity > MAX_CAPACITY) {
      setTyped(t('console.capacity.invalid', { min: number(0), max: number(MAX_CAPACITY) }));
      return;
    }
    setTyped(undefined);
    save.mutate(capacity, { onSuccess: () => setSaved(true) });
  };

  return (
    <form className={problem ? 'capacity-form capacity-form-error' : 'capacity-form'} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-capacity`}>
        {t('console.capacity.label')}
        <span className="visually-hidden"> {t('console.capacity.of', { slot: slot.name })}</span>
      </label>
      {problem ? (
        <p id={`${id}-error`} className="capacity-error">
          <span className="visually-hidden">{t('console.errors.prefix')} </span>
          {problem}
        </p>
      ) : null}
      <div className="capacity-row">
        <input
          id={`${id}-capacity`}
          type="number"
          dir="ltr"
          inputMode="numeric"
          min={0}
          max={MAX_CAPACITY}
          step={1}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setSaved(false);
          }}
        />
        <button type="submit" className="seats-button" disabled={save.isPending}>
          {t('console.capacity.save')}
          <span className="visually-hidden"> {t('console.capacity.saveOf', { slot: slot.name })}</span>
        </button>
      </div>
      <p role="status" className="capacity-saved">
        {save.isPending
          ? t('console.settings.saving')
          : saved && !problem
            ? t('console.capacity.saved', { slot: slot.name, count: slot.capacity, shown: number(slot.capacity) })
            : ''}
      </p>
    </form>
  );
}
