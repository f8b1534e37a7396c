import { useEffect, useRef, useState } from 'react';
import type { FormRendererProps } from './types';

/** Where the applicant is in the wizard, and whether their last attempt to move on failed. */
export interface WizardSteps {
  step: number;
  /** The step that submits: the review when there is one, else the last step of questions. */
  lastStep: number;
  withReview: boolean;
  /** The step shown is the review of every answer. */
  isReview: boolean;
  /** After a failed Next or Submit, every answer of the step shows its error and is re-checked as it changes. */
  attempted: boolean;
  setStep: (step: number) => void;
  setAttempted: (attempted: boolean) => void;
}

/** The wizard's position, opened on `initialStep` (clamped) and reported to `onStepChange` on every move. */
export function useWizardSteps({ definition, mode, review, initialStep, onStepChange }: FormRendererProps): WizardSteps {
  const stepCount = definition.steps.length;
  const withReview = mode !== 'preview' && (review ?? stepCount > 1);
  const lastStep = withReview ? stepCount : stepCount - 1;
  const [step, setStep] = useState(() => Math.min(Math.max(initialStep ?? 0, 0), lastStep));
  const [attempted, setAttempted] = useState(false);

  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) onStepChange?.(step);
    firstStep.current = -1; // from now on every step counts, including a return to the first
  }, [step, onStepChange]);

  return { step, lastStep, withReview, isReview: withReview && step === stepCount, attempted, setStep, setAttempted };
}
