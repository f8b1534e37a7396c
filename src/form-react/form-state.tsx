import { useFormik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { CONTEXT_KEY, type CompiledForm } from '../engine/index';
import { raiseErrorToast } from '../lib/error-toast';
import { toFormikErrors } from './error-paths';
import type { FormWords } from './form-words';
import type { RendererSettings } from './renderer-context';
import { RendererProvider } from './renderer-provider';
import type { FormRendererProps, Values } from './types';
import type { OptionListState } from './use-option-lists';
import type { WizardSteps } from './use-wizard-steps';
import { WizardBody, type WizardControl } from './wizard-body';

/** The renderer's props FormState reads itself; the rest arrive worked out (compiled, settings, wizard). */
type OwnProps = Pick<FormRendererProps, 'onSubmit' | 'keepValuesOnSuccess' | 'submitLabel' | 'extraActions' | 'onValuesChange'>;

interface FormStateProps extends OwnProps {
  compiled: CompiledForm;
  settings: RendererSettings;
  wizard: WizardSteps;
  words: FormWords;
  initialValues: Values;
  optionLists: Map<string, OptionListState>;
}

/**
 * Formik's state and what reads it: this draws again on every change, so what answers cannot change
 * (the compiled form, settings, words, option lists) is worked out once above it, in FormRenderer.
 */
export function FormState(props: FormStateProps) {
  const { compiled, settings, wizard, words, initialValues, optionLists } = props;
  const { t } = words;
  const { context, labelOf } = settings;
  const { step, setStep, setAttempted } = wizard;
  const control = useRef<WizardControl | null>(null);

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
    <RendererProvider settings={settings} formik={formik} attempted={wizard.attempted} optionLists={optionLists}>
      <WizardBody
        ref={control}
        formik={formik}
        wizard={wizard}
        submitLabel={props.submitLabel ?? (settings.mode === 'edit' ? t('wizard.save') : t('wizard.submit'))}
        extraActions={props.extraActions}
        onValuesChange={props.onValuesChange}
      />
    </RendererProvider>
  );
}
