import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef } from 'react';
import { toast } from 'react-toastify';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { z } from 'zod';
import { compileDefinition, CONTEXT_KEY } from '../engine/index';
import { linearPatterns } from '../lib/linear-patterns';
import { serverErrorsToFormik } from './error-paths';
import { RendererProvider } from './renderer-provider';
import { usePreloadWidgets } from './use-preload-widgets';
import { useRendererSettings } from './use-renderer-settings';
import { useWizardSteps } from './use-wizard-steps';
import type { FormRendererProps, Values } from './types';
import { WizardBody, type WizardControl } from './wizard-body';
import { WithQueryClient } from './with-query-client';
import './form-renderer.css';

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
  const { definition, forms } = props;
  const compiled = useMemo(
    () => props.compiled ?? compileDefinition(definition, { forms, patterns: linearPatterns }),
    [props.compiled, definition, forms],
  );
  const settings = useRendererSettings(props, compiled);
  const { context, labelOf } = settings;
  const wizard = useWizardSteps(props);
  const { step, lastStep, setStep, setAttempted } = wizard;
  const control = useRef<WizardControl | null>(null);
  const initialValues = useMemo(() => startingValues(compiled.initialValues, props.initialValues), [compiled, props.initialValues]);
  usePreloadWidgets(props.widgets, compiled.definition, forms);

  // The step's own schema while moving forward, the whole form on the step that submits; conditions read the context.
  const validationSchema = useMemo(() => {
    const schema = step < lastStep ? compiled.stepSchemas[step]! : compiled.schema;
    return toFormikValidationSchema(z.preprocess((values) => ({ ...(values as Values), [CONTEXT_KEY]: context }), schema));
  }, [compiled, step, lastStep, context]);

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

  return (
    <WithQueryClient>
      <Formik<Values>
        initialValues={initialValues}
        validationSchema={validationSchema}
        validateOnChange={false}
        validateOnBlur
        onSubmit={submit}
      >
        <RendererProvider settings={settings} attempted={wizard.attempted}>
          <WizardBody
            ref={control}
            wizard={wizard}
            submitLabel={props.submitLabel ?? (settings.mode === 'edit' ? 'Save' : 'Submit')}
            extraActions={props.extraActions}
            onValuesChange={props.onValuesChange}
          />
        </RendererProvider>
      </Formik>
    </WithQueryClient>
  );
}
