import { useId, useState, type FormEvent, type Ref } from 'react';

interface CodeFormProps {
  busy: boolean;
  onCode: (code: string) => Promise<void>;
  inputRef: Ref<HTMLInputElement>;
}

/** The code as printed under the e-mail's QR image, typed by hand; case and dashes do not matter to the server. */
export function CodeForm({ busy, onCode, inputRef }: CodeFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setProblem('Enter the check-in code.');
      return;
    }
    setProblem(undefined);
    await onCode(typed);
    // Ready for the next person.
    setCode('');
  };

  return (
    <form className={problem ? 'check-in-form check-in-form-error' : 'check-in-form'} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-code`}>Check-in code</label>
      <p id={`${id}-hint`} className="check-in-hint">
        8 letters and digits, as on the confirmation e-mail, for example K7QM-4XRT
      </p>
      {problem ? (
        <p id={`${id}-error`} className="check-in-error">
          <span className="visually-hidden">Error: </span>
          {problem}
        </p>
      ) : null}
      <div className="check-in-row">
        <input
          id={`${id}-code`}
          ref={inputRef}
          className="check-in-code-input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={40}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error ${id}-hint` : `${id}-hint`}
        />
        <button type="submit" className="check-in-button" disabled={busy}>
          Check in
        </button>
      </div>
    </form>
  );
}
