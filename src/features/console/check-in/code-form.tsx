import { useId, useState, type FormEvent, type Ref } from 'react';
import { useT } from '../../../lib/i18n/translate';

interface CodeFormProps {
  busy: boolean;
  onCode: (code: string) => Promise<void>;
  inputRef: Ref<HTMLInputElement>;
}

/** The code as printed under the e-mail's QR image, typed by hand; case and dashes do not matter to the server. */
export function CodeForm({ busy, onCode, inputRef }: CodeFormProps) {
  const id = useId();
  const t = useT();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setProblem(t('console.door.enterCode'));
      return;
    }
    setProblem(undefined);
    await onCode(typed);
    // Ready for the next person.
    setCode('');
  };

  return (
    <form className={problem ? 'check-in-form check-in-form-error' : 'check-in-form'} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-code`}>{t('console.door.codeLabel')}</label>
      <p id={`${id}-hint`} className="check-in-hint">
        {t('console.door.codeHint')}
      </p>
      {problem ? (
        <p id={`${id}-error`} className="check-in-error">
          <span className="visually-hidden">{t('console.errors.prefix')} </span>
          {problem}
        </p>
      ) : null}
      <div className="check-in-row">
        <input
          id={`${id}-code`}
          ref={inputRef}
          className="check-in-code-input"
          dir="ltr"
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
          {t('console.door.checkIn')}
        </button>
      </div>
    </form>
  );
}
