import { useEffect, useId, useRef } from 'react';
import { useFormWords } from '../../form-react/index';

interface ConfirmStepProps {
  question: string;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
}

/** The inline "Are you sure?" before an act that cannot be undone (a window.confirm cannot be styled or read well). */
export function ConfirmStep({ question, yes, no, onYes, onNo }: ConfirmStepProps) {
  const id = useId();
  const prompt = useRef<HTMLParagraphElement>(null);
  const { t } = useFormWords();
  // The question is read first, and the next Tab reaches the answers.
  useEffect(() => prompt.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={id} className="confirm-step">
      <p id={id} ref={prompt} tabIndex={-1}>
        <strong>{t('status.areYouSure')}</strong> {question}
      </p>
      <div className="confirm-buttons">
        <button type="button" className="status-button status-button-danger" onClick={onYes}>
          {yes}
        </button>
        <button type="button" className="status-button status-button-secondary" onClick={onNo}>
          {no}
        </button>
      </div>
    </div>
  );
}
