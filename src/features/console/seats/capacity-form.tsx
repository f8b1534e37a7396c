import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { useSetCapacity, type Slot } from './seats-api';

const MAX_CAPACITY = 100_000;

/** The refusal in words: the server's own for a capacity below the confirmed seats, ours for a value that is no number. */
function problemOf(error: unknown): string {
  if (error instanceof ApiError) return error.errors.capacity?.[0] ?? error.message;
  return 'The capacity could not be saved. Try again.';
}

/** Changes a slot's capacity (admins); errors sit above the field, GOV.UK style, and the field says it is invalid. */
export function CapacityForm({ slot }: { slot: Slot }) {
  const id = useId();
  const [value, setValue] = useState(String(slot.capacity));
  const [typed, setTyped] = useState<string>();
  const [saved, setSaved] = useState(false);
  const save = useSetCapacity(slot.id);
  const problem = typed ?? (save.error ? problemOf(save.error) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const capacity = Number(value.trim());
    if (value.trim() === '' || !Number.isInteger(capacity) || capacity < 0 || capacity > MAX_CAPACITY) {
      setTyped(`Enter the capacity as a whole number from 0 to ${MAX_CAPACITY.toLocaleString('en-GB')}.`);
      return;
    }
    setTyped(undefined);
    save.mutate(capacity, { onSuccess: () => setSaved(true) });
  };

  return (
    <form className={problem ? 'capacity-form capacity-form-error' : 'capacity-form'} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-capacity`}>
        Change the capacity<span className="visually-hidden"> of {slot.name}</span>
      </label>
      {problem ? (
        <p id={`${id}-error`} className="capacity-error">
          <span className="visually-hidden">Error: </span>
          {problem}
        </p>
      ) : null}
      <div className="capacity-row">
        <input
          id={`${id}-capacity`}
          type="number"
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
          Save<span className="visually-hidden"> the capacity of {slot.name}</span>
        </button>
      </div>
      <p role="status" className="capacity-saved">
        {save.isPending ? 'Saving…' : saved && !problem ? `Saved: ${slot.name} now has ${slot.capacity} seats.` : ''}
      </p>
    </form>
  );
}
