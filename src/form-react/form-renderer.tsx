import { useFormik, type FormikHelpers } from 'formik';
import { useMemo, useRef } from 'react';
import { compileDefinition, CONTEXT_KEY } from '../engine/index';
import { browserPatterns } from '../lib/browser-patterns';
import { raiseErrorToast } from '../lib/error-toast';
import { toFormikErrors } from './error-paths';
import { useFormWords } from './form-words';
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
    () => props.compiled ?? compileDefinition(definition, { forms, patterns: browserPatterns }),
    [props.compiled, definition, forms],
  );
  const words = useFormWords();
  const { t } = words;
  const settings = useRendererSettings(props, compiled, words);
  const { context, labelOf } = settings;
  const wizard = useWizardSteps(props);
  const { step, setStep, setAttempted } = wizard;
  const control = useRef<WizardControl | null>(null);
  const initialValues = useMemo(() => startingValues(compiled.initialValues, props.initialValues), [compiled, props.initialValues]);
  usePreloadWidgets(props.widgets, compiled.definition, forms);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const checked = compiled.validate({ ...values, [CONTEXT_KEY]: context });
    if (!checked.success) return; // the schema already refused it; the wizard shows why
    let outcome: Awaited<ReturnType<FormRendererProps['onSubmit']>>;
    try {
      outcome = await props.onSubmit(checked.data, values);
    } catch (error) {
      // Nothing is lost: the answers stay, and the applicant can submit again.
      const message = error instanceof Error && error.message ? error.message : t('wizard.sendFailed');
      raiseErrorToast(message);
      control.current?.showFailure(message);
      return;
    }
    if (outcome && outcome.ok === false) {
      helpers.setErrors(toFormikErrors(outcome.errors) as never);
      // The specification's wording, one per field the server refused; nested paths name their row.
      for (const path of Object.keys(outcome.errors)) raiseErrorToast(t('wizard.invalidField', { field: labelOf(path) }));
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

  // Formik keeps the state and validates nothing itself: the wizard checks a step or the form on Next and Submit, and
  // each change re-checks only the fields it affects. Its bag goes down as a prop, never a context that changes per key:
  // a context change makes React search every field of the form for its readers.
  const formik = useFormik<Values>({ initialValues, validateOnChange: false, validateOnBlur: false, onSubmit: submit });

  return (
    <WithQueryClient>
      <RendererProvider settings={settings} formik={formik} attempted={wizard.attempted}>
        <WizardBody
          ref={control}
          formik={formik}
          wizard={wizard}
          submitLabel={props.submitLabel ?? (settings.mode === 'edit' ? t('wizard.save') : t('wizard.submit'))}
          extraActions={props.extraActions}
          onValuesChange={props.onValuesChange}
        />
      </RendererProvider>
    </WithQueryClient>
  );
}
