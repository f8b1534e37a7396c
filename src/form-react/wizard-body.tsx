import { getIn, type FormikErrors, type FormikProps } from 'formik';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { CONTEXT_KEY } from '../engine/index';
import { raiseErrorToast } from '../lib/error-toast';
import { attemptToast } from './error-labels';
import { ErrorSummary, type SummaryItem } from './error-summary';
import { focusField, stepHeadingId } from './field-ids';
import { useFormWords } from './form-words';
import { useRenderer } from './renderer-context';
import { ReviewStep } from './review-step';
import { schemaErrors } from './schema-errors';
import { errorsOfStep, summaryItem, visibleErrors } from './step-errors';
import { StepFields } from './step-fields';
import { StepIntro } from './step-intro';
import { Stepper } from './stepper';
import type { FormRendererProps, Values } from './types';
import { useErrorExplanations } from './use-error-explanations';
import { useErrorTitle } from './use-error-title';
import { useStepWidgets } from './use-step-widgets';
import { useWarmValidation } from './use-warm-validation';
import { useWizardFocus } from './use-wizard-focus';
import type { WizardSteps } from './use-wizard-steps';
import { WizardActions } from './wizard-actions';
import { useHydrated } from '../lib/use-hydrated';

/** Lets the renderer hand server errors to the wizard after a submission. */
export interface WizardControl {
  showServerErrors: (step: number, errors: Record<string, string[]>) => void;
  /** A submission that failed as a whole (network, closed window): said beside the Submit button. */
  showFailure: (message: string) => void;
}

interface WizardBodyProps {
  ref: Ref<WizardControl | null>;
  formik: FormikProps<Values>;
  wizard: WizardSteps;
  submitLabel: string;
  extraActions?: ReactNode;
  onValuesChange?: FormRendererProps['onValuesChange'];
}

/** The step shown, its error summary and the moves between steps: Next checks the step, Submit the whole form. */
export function WizardBody({ ref, formik, wizard, submitLabel, extraActions, onValuesChange }: WizardBodyProps) {
  const { formId, compiled, mode, context, labelOf, actions } = useRenderer();
  const words = useFormWords();
  const { step, setStep, lastStep, isReview } = wizard;
  const { values, isSubmitting } = formik;
  // The summary opens on a failed attempt and then follows the live errors, shrinking as they are fixed.
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const focus = useWizardFocus(step, isSubmitting);
  const stepWidgets = useStepWidgets();
  const explanations = useErrorExplanations(actions.explainErrors);
  const submitting = useRef(false);
  // The toast of a failed attempt is raised once its errors are drawn: it is news, not what the applicant waits to see.
  const toastAfterDraw = useRef<SummaryItem[] | undefined>(undefined);
  const preview = mode === 'preview';
  const errorsOnStep = (errors: typeof formik.errors) =>
    errorsOfStep(compiled, visibleErrors(compiled, { ...context, ...values }, errors, labelOf, step), step);

  /** The step's own schema on Next, the whole form on Submit: its errors set at once, in one pass over them. */
  const validateNow = async (scope: 'step' | 'form'): Promise<FormikErrors<Values>> => {
    // The patterns' linear-time engine may still be loading: the check that decides waits for it (or goes on without).
    const patterns = compiled.patternsPending();
    if (patterns) await patterns.catch(() => undefined);
    const schema = scope === 'step' ? compiled.stepSchemas[step] : compiled.schema;
    const errors = schema ? ((await schemaErrors(schema, { ...values, [CONTEXT_KEY]: context })) as FormikErrors<Values>) : {};
    formik.setErrors(errors);
    return errors;
  };

  useEffect(() => onValuesChange?.(values), [values, onValuesChange]);

  /** Opens the summary and focuses the first error; the client's own refusals also toast the first, named, and the count. */
  const show = (items: SummaryItem[], from: 'client' | 'server' = 'client') => {
    const first = items[0]?.field;
    if (first && from === 'client') toastAfterDraw.current = items;
    // One synchronous draw: the slots' messages (their store renders at once) never show a frame before the summary and focus.
    flushSync(() => {
      setSummaryOpen(true);
      wizard.setAttempted(true);
      explanations.reset();
      if (first && from === 'server') focus.field(first); // the fields are disabled until the submission ends: focus waits for it
    });
    // Drawn, then focused, before the frame is painted; no second render for the move.
    if (first && from === 'client') focusField(formId, first);
  };

  useEffect(() => {
    const items = toastAfterDraw.current;
    if (!items) return;
    toastAfterDraw.current = undefined;
    raiseErrorToast(attemptToast(items, words));
  });

  useImperativeHandle(ref, () => ({
    showServerErrors: (target, errors) => {
      if (target !== step) focus.heading();
      setStep(target);
      const items = Object.entries(errors).map(([path, messages]) => summaryItem(path, messages[0] ?? '', labelOf));
      show(errorsOfStep(compiled, items, target), 'server'); // the renderer already said 'Please enter a valid {field}' per field
    },
    showFailure: setFailure,
  }));

  const goTo = (target: number) => {
    focus.heading();
    setSummaryOpen(false);
    wizard.setAttempted(false);
    setStep(target);
  };

  const next = async () => {
    if (!preview) {
      const items = errorsOnStep(await validateNow('step'));
      if (items.length > 0) {
        // Not awaited: the errors, the summary and the focus move are drawn together, never a frame with errors alone.
        void formik.setTouched(Object.fromEntries(items.map((item) => [item.field, true])), false);
        return show(items);
      }
    }
    await stepWidgets.waitFor(compiled.definition.steps[step + 1]?.fields ?? []);
    goTo(step + 1);
  };

  /** Checks every answer; an error takes the applicant to the earliest step that has one. */
  const checkAndSubmit = async () => {
    const items = visibleErrors(compiled, { ...context, ...values }, await validateNow('form'), labelOf);
    if (items.length > 0) {
      const target = compiled.stepOfErrors(items.map((item) => item.path)) ?? step;
      if (target !== step) focus.heading();
      setStep(target);
      return show(errorsOfStep(compiled, items, target));
    }
    setSummaryOpen(false);
    await formik.submitForm();
  };

  const submit = async () => {
    if (submitting.current) return; // a double click sends once
    submitting.current = true;
    setFailure(undefined);
    try {
      await checkAndSubmit();
    } finally {
      submitting.current = false;
    }
  };

  // Listed again only when the errors or the fields shown change, not on every keystroke.
  const hiddenKey = [...compiled.hiddenFields(Object.keys(context).length === 0 ? values : { ...context, ...values })].join('|');
  const summary = useMemo(
    () => (summaryOpen && !isReview ? errorsOnStep(formik.errors) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answers matter only through the fields they hide
    [summaryOpen, isReview, formik.errors, hiddenKey, step, compiled, labelOf],
  );
  useErrorTitle(summary.length > 0, words.t('field.error'));
  const explain = actions.explainErrors
    ? {
        status: explanations.status,
        onExplain: () =>
          void explanations.explain(summary.map(({ path, label, message }) => ({ path, label, message, value: getIn(values, path) }))),
      }
    : undefined;
  const titles = useMemo(
    () => [...compiled.definition.steps.map((s) => s.title), ...(wizard.withReview ? [words.t('wizard.review')] : [])],
    [compiled, wizard.withReview, words],
  );
  const onLast = step === lastStep;
  useWarmValidation(step, onLast);
  const hydrated = useHydrated();

  return (
    <form
      className="form-renderer"
      // Drawn by the server, the form reads at once and answers once the app has taken it over: typing or a press
      // before that would be lost (or post the form as a page request).
      inert={!hydrated}
      noValidate
      aria-labelledby={stepHeadingId(formId)}
      data-state={isSubmitting ? 'submitting' : formik.submitCount > 0 ? 'submitted' : 'not-submitted'}
      data-submit-count={formik.submitCount}
      onSubmit={(event) => {
        event.preventDefault();
        if (event.target !== event.currentTarget) return; // a dialog's form submits through a portal, not this form
        if (!preview) void (onLast ? submit() : next());
      }}
    >
      {compiled.definition.description ? <p className="form-description">{compiled.definition.description}</p> : null}
      <Stepper titles={titles} current={step} />
      <ErrorSummary items={summary} explain={explain} />
      {isReview ? (
        <ReviewStep values={values} onChange={goTo} />
      ) : (
        <>
          <StepIntro step={compiled.definition.steps[step]!} />
          <StepFields step={step} explanationOf={explanations.explanationOf} />
        </>
      )}
      {failure ? (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      ) : null}
      <WizardActions
        step={step}
        submitting={isSubmitting}
        stepCount={titles.length}
        onLast={onLast}
        submitLabel={submitLabel}
        goTo={goTo}
        waiting={stepWidgets.waiting}
      >
        {extraActions}
      </WizardActions>
    </form>
  );
}
