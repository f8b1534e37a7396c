import { useCallback, useRef, useState, type RefObject } from 'react';
import { useT } from '../../../lib/i18n/translate';
import { useCheckIn } from './check-in-api';
import { outcomeOfAnswer, outcomeOfError, type CheckInOutcome } from './check-in-outcome';
import { CheckInResult } from './check-in-result';
import { CodeForm } from './code-form';
import { NameSearch } from './name-search';
import { QrCamera } from './qr-camera';
import './check-in.css';

/** The door: check a person in by scanning their QR code, typing their code or finding their name; the result in large type. */
export function CheckInPage() {
  const { mutateAsync, isPending } = useCheckIn();
  const t = useT();
  const [result, setResult] = useState<{ outcome: CheckInOutcome; seq: number }>();
  const seq = useRef(0);
  const scanButton = useRef<HTMLButtonElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);

  // After each result, focus goes back to where the next person is checked in the same way.
  const checkIn = useCallback(
    async (code: string, next: RefObject<HTMLElement | null>) => {
      setResult(undefined);
      let outcome: CheckInOutcome;
      try {
        outcome = outcomeOfAnswer(await mutateAsync(code));
      } catch (error) {
        outcome = outcomeOfError(error, code, t);
      }
      seq.current += 1;
      setResult({ outcome, seq: seq.current });
      next.current?.focus();
      if (next.current instanceof HTMLInputElement) next.current.select();
    },
    [mutateAsync, t],
  );

  return (
    <div className="check-in-page">
      <h1>{t('console.checkIn.title')}</h1>
      {isPending ? <p className="check-in-hint">{t('console.door.checking')}</p> : null}
      <CheckInResult outcome={result?.outcome} seq={result?.seq} />
      <section className="check-in-way" aria-labelledby="check-in-scan-title">
        <h2 id="check-in-scan-title">{t('console.door.scanTitle')}</h2>
        <QrCamera buttonRef={scanButton} onCode={(code) => void checkIn(code, scanButton)} />
      </section>
      <section className="check-in-way" aria-labelledby="check-in-code-title">
        <h2 id="check-in-code-title">{t('console.door.codeTitle')}</h2>
        <CodeForm busy={isPending} inputRef={codeInput} onCode={(code) => checkIn(code, codeInput)} />
      </section>
      <section className="check-in-way" aria-labelledby="check-in-search-title">
        <h2 id="check-in-search-title">{t('console.door.searchTitle')}</h2>
        <NameSearch busy={isPending} inputRef={searchInput} onCheckIn={(code) => checkIn(code, searchInput)} />
      </section>
    </div>
  );
}
