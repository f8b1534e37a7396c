import { getIn, useFormikContext, type FormikErrors } from 'formik';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { toast } from 'react-toastify';
import type { CompiledForm, FieldDef, Option } from '../engine/index';
import type { ComponentRegistry, WidgetRegistry } from '../lib/widget-contract';
import { attemptToast } from './error-labels';
import { fieldOfPath, flattenErrors } from './error-paths';
import { ErrorSummary, type SummaryItem } from './error-summary';
import { focusField } from './field-ids';
import { ReviewStep } from './review-step';
import { StepFields } from './step-fields';
import { StepIntro } from './step-intro';
import { Stepper } from './stepper';
import type { FormMode, FormRendererProps, Suggestions, Values } from './types';
import { useErrorExplanations } from './use-error-explanations';
import { useErrorTitle } from './use-error-title';
import { useOptionLists } from './use-option-lists';
import { whenWidgetsReady } from './use-preload-widgets';

/** After this long waiting for the next step's widgets, the applicant is told why Next has not moved on yet. */
const SLOW_STEP_MS = 300;

/** Lets the renderer hand server errors to the wizard after a submission. */
export interface WizardControl {
  showServerErrors: (step: number, errors: Record<string, string[]>) => void;
  /** A submission that failed as a whole (network, closed window): said beside the Submit button. */
  showFailure: (message: string) => void;
}

interface WizardBodyProps {
  ref: Ref<WizardControl | null>;
  formId: string;
  compiled: CompiledForm;
  step: number;
  setStep: (step: number) => void;
  attempted: boolean;
  setAttempted: (attempted: boolean) => void;
  lastStep: number;
  withReview: boolean;
  mode: FormMode;
  context: Values;
  widgets: WidgetRegistry;
  components: ComponentRegistry;
  fetchOptions: (endpoint: string) => Promise<Option[]>;
  onSuggest?: (field: FieldDef, values: Values) => Promise<Suggestions>;
  explainErrors?: FormRendererProps['explainErrors'];
  /** Names the field of an error path ("members.1.email" -> "Team Member 2, Email"). */
  labelOf: (path: string) => string;
  onValuesChange?: FormRendererProps['onValuesChange'];
  onStepChange?: FormRendererProps['onStepChange'];
  extraActions?: FormRendererProps['extraActions'];
  submitLabel: string;
  headingLevel: 2 | 3;
}

export function WizardBody(props: WizardBodyProps) {
  const { formId, compiled, step, setStep, lastStep, withReview, mode, context } = props;
  const formik = useFormikContext<Values>();
  const { values, isSubmitting, submitCount } = formik;
  // The summary opens on a failed attempt and then follows the live errors, shrinking as they are fixed.
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [focusTarget, setFocusTarget] = useState<string | undefined>();
  const [loadingNext, setLoadingNext] = useState(false);
  const optionLists = useOptionLists(compiled.definition.fields, props.fetchOptions);
  const headingId = `${formId}-step-title`;
  const isReview = withReview && step === compiled.definition.steps.length;
  const preview = mode === 'preview';
  const moved = useRef(false);
  const submitting = useRef(false);
  const explanations = useErrorExplanations(props.explainErrors);

  // Focus lands where the applicant must act: the first invalid field, or the new step's heading.
  useEffect(() => {
    // Server refusals arrive while submitting, when every field is disabled, and a disabled field cannot take focus.
    if (isSubmitting) return;
    if (focusTarget) {
      focusField(formId, focusTarget);
      setFocusTarget(undefined);
    } else if (moved.current) {
      document.getElementById(headingId)?.focus();
    }
    moved.current = false;
  }, [focusTarget, step, formId, headingId, isSubmitting]);

  /** Opens the summary and focuses the first error; the client's own refusals also toast the first, named, and the count. */
  const show = (items: SummaryItem[], toastFirst = true) => {
    setSummaryOpen(true);
    props.setAttempted(true);
    explanations.reset();
    if (items[0]) {
      setFocusTarget(items[0].field);
      if (toastFirst) toast.error(attemptToast(items));
    }
  };

  const item = (path: string, message: string): SummaryItem => ({ path, field: fieldOfPath(path), label: props.labelOf(path), message });

  const itemsOf = (errors: FormikErrors<Values>, onlyStep?: number): SummaryItem[] => {
    const visible = new Set(
      (onlyStep === undefined ? compiled.definition.steps.map((s) => s.index) : [onlyStep]).flatMap((index) =>
        compiled.visibleFields(index, { ...context, ...values }).map((field) => field.name),
      ),
    );
    return flattenErrors(errors)
      .map(([path, message]) => item(path, message))
      .filter((item) => visible.has(item.field));
  };

  /** Errors of one step, in the order its fields are drawn; other steps' errors wait until the applicant gets there. */
  const onStep = (items: SummaryItem[], target: number) => {
    const order = new Map(compiled.definition.steps[target]?.fields.map((field, index) => [field.name, index]));
    return items.filter((item) => order.has(item.field)).sort((a, b) => order.get(a.field)! - order.get(b.field)!);
  };

  const { onValuesChange, onStepChange } = props;
  useEffect(() => onValuesChange?.(values), [values, onValuesChange]);
  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) onStepChange?.(step);
    firstStep.current = -1; // from now on every step counts, including a return to the first
  }, [step, onStepChange]);

  useImperativeHandle(props.ref, () => ({
    showServerErrors: (target, errors) => {
      moved.current = target !== step;
      setStep(target);
      const items = Object.entries(errors).map(([path, messages]) => item(path, messages[0] ?? ''));
      show(onStep(items, target), false); // the renderer already said 'Please enter a valid {field}' per field
    },
    showFailure: setFailure,
  }));

  const goTo = (target: number) => {
    moved.current = true;
    setSummaryOpen(false);
    props.setAttempted(false);
    setStep(target);
  };

  const next = async () => {
    if (!preview) {
      const items = onStep(itemsOf(await formik.validateForm(), step), step);
      if (items.length > 0) {
        await formik.setTouched(Object.fromEntries(items.map((item) => [item.field, true])), false);
        return show(items);
      }
    }
    const ready = whenWidgetsReady(props.widgets, compiled.definition.steps[step + 1]?.fields ?? []);
    // Said only when the wait is long enough to notice, so a fast link sees no flash.
    const slow = setTimeout(() => setLoadingNext(true), SLOW_STEP_MS);
    await ready;
    clearTimeout(slow);
    setLoadingNext(false);
    goTo(step + 1);
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

  const checkAndSubmit = async () => {
    const errors = await formik.validateForm();
    const items = itemsOf(errors);
    if (items.length > 0) {
      const target = compiled.stepOfErrors(items.map((item) => item.path)) ?? step;
      if (target !== step) moved.current = true;
      setStep(target);
      return show(onStep(items, target));
    }
    setSummaryOpen(false);
    await formik.submitForm();
  };

  const summary = summaryOpen && !isReview ? onStep(itemsOf(formik.errors, step), step) : [];
  useErrorTitle(summary.length > 0);
  const explain = props.explainErrors
    ? {
        status: explanations.status,
        onExplain: () => void explanations.explain(summary.map(({ path, label, message }) => ({ path, label, message, value: getIn(values, path) }))),
      }
    : undefined;

  const titles = [...compiled.definition.steps.map((s) => s.title), ...(withReview ? ['Review'] : [])];
  const onLast = step === lastStep;
  const state = isSubmitting ? 'submitting' : submitCount > 0 ? 'submitted' : 'not-submitted';

  return (
    <form
      className="form-renderer"
      noValidate
      aria-labelledby={headingId}
      data-state={state}
      data-submit-count={submitCount}
      onSubmit={(event) => {
        event.preventDefault();
        if (event.target !== event.currentTarget) return; // a dialog's form submits through a portal, not this form
        if (!preview) void (onLast ? submit() : next());
      }}
    >
      {compiled.definition.description ? <p className="form-description">{compiled.definition.description}</p> : null}
      <Stepper titles={titles} current={step} />
      <ErrorSummary formId={formId} items={summary} headingLevel={props.headingLevel} explain={explain} />
      {isReview ? (
        <ReviewStep
          compiled={compiled}
          values={values}
          context={context}
          optionLists={optionLists}
          onChange={goTo}
          headingId={headingId}
          headingLevel={props.headingLevel}
        />
      ) : (
        <>
          <StepIntro step={compiled.definition.steps[step]!} headingId={headingId} headingLevel={props.headingLevel} />
          <StepFields
            formId={formId}
            step={step}
            compiled={compiled}
            widgets={props.widgets}
            components={props.components}
            disabled={preview || isSubmitting}
            attempted={props.attempted}
            optionLists={optionLists}
            context={context}
            onSuggest={props.onSuggest}
            labelOf={props.labelOf}
            explanationOf={explanations.explanationOf}
          />
        </>
      )}
      {failure ? (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      ) : null}
      {/* Primary action first, as GOV.UK's button groups: Tab goes from the last answer straight to Next. */}
      <div className="form-actions">
        {onLast ? (
          preview ? null : (
            <button type="submit" className="button button-primary" disabled={isSubmitting} aria-disabled={isSubmitting}>
              {isSubmitting ? 'Submitting...' : props.submitLabel}
            </button>
          )
        ) : (
          <button type={preview ? 'button' : 'submit'} className="button button-primary" onClick={preview ? () => goTo(step + 1) : undefined}>
            Next
          </button>
        )}
        {titles.length > 1 ? (
          <button type="button" className="button button-secondary" disabled={step === 0 || isSubmitting} onClick={() => goTo(step - 1)}>
            Prev
          </button>
        ) : null}
        {props.extraActions}
        {/* Always present: a live region announces changes, not its own arrival. */}
        <p className="form-progress" role="status">
          {loadingNext ? 'Loading the next step…' : ''}
        </p>
      </div>
    </form>
  );
}
