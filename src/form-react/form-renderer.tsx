import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { Formik, type FormikHelpers } from 'formik';
import { useContext, useId, useMemo, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { z } from 'zod';
import { compileDefinition, CONTEXT_KEY } from '../engine/index';
import { linearPatterns } from '../lib/linear-patterns';
import { errorLabeller } from './error-labels';
import { serverErrorsToFormik } from './error-paths';
import { fetchOptionList } from './fetch-options';
import { usePreloadWidgets } from './use-preload-widgets';
import type { FormRendererProps, Values } from './types';
import { WizardBody, type WizardControl } from './wizard-body';
import './form-renderer.css';

const EMPTY: Values = {};

/** Initial answers: the definition's empty values, overlaid with given ones for known fields only. */
function startingValues(base: Values, given: Values | undefined): Values {
  if (!given) return base;
  return Object.fromEntries(Object.entries(base).map(([name, empty]) => [name, name in given ? given[name] : empty]));
}

/**
 * Draws any checked definition as a multi-step form: the wizard validates each step with its own
 * compiled schema, the whole form on submit, and maps the server's 422 errors back onto fields.
 */
export function FormRenderer(props: FormRendererProps) {
  const { definition, forms, mode = 'add', context = EMPTY } = props;
  const compiled = useMemo(() => props.compiled ?? compileDefinition(definition, { forms, patterns: linearPatterns }), [props.compiled, definition, forms]);
  const formId = `form${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const stepCount = definition.steps.length;
  const withReview = mode !== 'preview' && (props.review ?? stepCount > 1);
  const lastStep = withReview ? stepCount : stepCount - 1;
  const [step, setStep] = useState(() => Math.min(Math.max(props.initialStep ?? 0, 0), lastStep));
  // After a failed Next or Submit, every answer of the step is re-checked as it changes.
  const [attempted, setAttempted] = useState(false);
  const control = useRef<WizardControl | null>(null);
  const labelOf = useMemo(() => errorLabeller(compiled.definition, forms), [compiled, forms]);
  const initialValues = useMemo(() => startingValues(compiled.initialValues, props.initialValues), [compiled, props.initialValues]);
  usePreloadWidgets(props.widgets, compiled.definition, forms);

  // The step's own schema while moving forward, the whole form on the last step; conditions read the context.
  const validationSchema = useMemo(() => {
    const schema = step < stepCount && !(step === lastStep && !withReview) ? compiled.stepSchemas[step]! : compiled.schema;
    return toFormikValidationSchema(z.preprocess((values) => ({ ...(values as Values), [CONTEXT_KEY]: context }), schema));
  }, [compiled, step, stepCount, lastStep, withReview, context]);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const checked = compiled.validate({ ...values, [CONTEXT_KEY]: context });
    if (!checked.success) return; // the schema already refused it; the wizard shows why
    let outcome: Awaited<ReturnType<FormRendererProps['onSubmit']>>;
    try {
      outcome = await props.onSubmit(checked.data, values);
    } catch (error) {
      // Nothing is lost: the answers stay, and the applicant can submit again.
      const message = error instanceof Error && error.message ? error.message : 'Your answers could not be sent. Please try again.';
      toast.error(message);
      control.current?.showFailure(message);
      return;
    }
    if (outcome && outcome.ok === false) {
      helpers.setErrors(serverErrorsToFormik(outcome.errors) as never);
      // The specification's wording, one per field the server refused; nested paths name their row.
      for (const path of Object.keys(outcome.errors)) toast.error(`Please enter a valid ${labelOf(path)}`);
      const target = compiled.stepOfErrors(Object.keys(outcome.errors));
      control.current?.showServerErrors(target ?? step, outcome.errors);
      return;
    }
    if (!props.keepValuesOnSuccess) {
      helpers.resetForm({ values: initialValues });
      setStep(0);
      setAttempted(false);
    }
  };

  const body = (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={validationSchema}
      validateOnChange={false}
      validateOnBlur
      onSubmit={submit}
    >
      <WizardBody
        ref={control}
        formId={formId}
        compiled={compiled}
        step={step}
        setStep={setStep}
        attempted={attempted}
        setAttempted={setAttempted}
        lastStep={lastStep}
        withReview={withReview}
        mode={mode}
        context={context}
        widgets={props.widgets}
        components={props.components ?? {}}
        fetchOptions={props.fetchOptions ?? fetchOptionList}
        onSuggest={props.onSuggest}
        explainErrors={props.explainErrors}
        labelOf={labelOf}
        onValuesChange={props.onValuesChange}
        onStepChange={props.onStepChange}
        extraActions={props.extraActions}
        submitLabel={props.submitLabel ?? (mode === 'edit' ? 'Save' : 'Submit')}
        headingLevel={props.headingLevel ?? 2}
      />
    </Formik>
  );
  return <WithQueryClient>{body}</WithQueryClient>;
}

/** Option lists need react-query; a form used outside the app's providers brings its own client. */
function WithQueryClient({ children }: { children: React.ReactNode }) {
  const existing = useContext(QueryClientContext);
  const [own] = useState(() => (existing ? undefined : new QueryClient()));
  return own ? <QueryClientProvider client={own}>{children}</QueryClientProvider> : <>{children}</>;
}
