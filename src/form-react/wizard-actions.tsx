import type { MouseEvent, ReactNode } from 'react';
import { useFormWords } from './form-words';
import { useRenderer } from './renderer-context';

interface WizardActionsProps {
  step: number;
  /** A submission is in flight. */
  submitting: boolean;
  /** Steps shown in the stepper, the review included: one alone has no Prev. */
  stepCount: number;
  /** This step submits the form: Submit instead of Next. */
  onLast: boolean;
  submitLabel: string;
  goTo: (step: number) => void;
  /** Next waits for the following step's widgets, long enough to say so. */
  waiting: boolean;
  /** Drawn after Next (or Submit), e.g. 'Save and continue later'. */
  children?: ReactNode;
}

/**
 * A press on a wizard button keeps focus where it is: otherwise the answer it leaves shows its message on the way
 * down, the message pushes the button away before the release, and the click is lost. The handler then moves focus.
 */
const keepFocus = (event: MouseEvent) => {
  if (event.button === 0) event.preventDefault();
};

/** Next or Submit, Prev, the page's own actions and the progress line, primary action first (GOV.UK button groups). */
export function WizardActions({
  step,
  submitting: isSubmitting,
  stepCount,
  onLast,
  submitLabel,
  goTo,
  waiting,
  children,
}: WizardActionsProps) {
  const { mode } = useRenderer();
  const { t } = useFormWords();
  const preview = mode === 'preview';
  // Primary action first: Tab goes from the last answer straight to Next.
  return (
    <div className="form-actions">
      {onLast ? (
        preview ? null : (
          <button
            type="submit"
            className="button button-primary"
            disabled={isSubmitting}
            aria-disabled={isSubmitting}
            onMouseDown={keepFocus}
          >
            {isSubmitting ? t('wizard.submitting') : submitLabel}
          </button>
        )
      ) : (
        // Preview checks nothing and only moves on; otherwise Next submits the form element, so Enter works too.
        <button
          type={preview ? 'button' : 'submit'}
          className="button button-primary"
          onMouseDown={keepFocus}
          onClick={preview ? () => goTo(step + 1) : undefined}
        >
          {t('wizard.next')}
        </button>
      )}
      {stepCount > 1 ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={step === 0 || isSubmitting}
          onMouseDown={keepFocus}
          onClick={() => goTo(step - 1)}
        >
          {t('wizard.previous')}
        </button>
      ) : null}
      {children}
      {/* Always present: a live region announces changes, not its own arrival. */}
      <p className="form-progress" role="status">
        {waiting ? t('wizard.loadingNextStep') : ''}
      </p>
    </div>
  );
}
