import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { compileDefinition, type FieldDef } from '../../engine/index';
import { FormRenderer, useFormWords, type FormRendererProps, type Suggestions, type Values } from '../../form-react/index';
import { browserPatterns } from '../../lib/browser-patterns';
import { registryFor } from './form-registry';
import { useFormDefinition, type BuiltInForm, type DefinitionState } from './use-form-definition';
import { useSubmit } from './use-submit';

export interface RegistrationFormProps {
  formId: string;
  /** Where the answers are posted, under /api/v1. */
  submitPath: string;
  /** The copy of a built-in form shipped with the site, loaded and used when the server cannot be reached. */
  builtIn?: BuiltInForm;
  /** A form the definition embeds (the member form of the team), with its shipped copy. */
  rowForm?: { id: string; builtIn?: BuiltInForm };
  initialValues?: Values;
  /** Fields added to the answers when posting (form_id, submitted_at). */
  extra?: () => Values;
  onSuggest?: (field: FieldDef, values: Values) => Promise<Suggestions>;
  /** Explains the step's errors from the summary's 'Explain these errors with help of AI'. */
  explainErrors?: FormRendererProps['explainErrors'];
  /** The same, inside the dialog of the embedded row form. */
  rowExplainErrors?: FormRendererProps['explainErrors'];
  onSuccess: (id: number | string) => void;
  /** Drawn when the server has no form of this id. */
  notFound?: ReactNode;
  /** Passed to the renderer as they are (a draft's step, its saving, 'Save and continue later'). */
  draft?: Pick<FormRendererProps, 'initialStep' | 'onStepChange' | 'onValuesChange' | 'extraActions'>;
}

function Problem({ state, notFound }: { state: Exclude<DefinitionState, { status: 'ready' }>; notFound?: ReactNode }) {
  const { t } = useFormWords();
  if (state.status === 'loading') return <p role="status">{t('form.loading')}</p>;
  if (state.status === 'not-found') return <>{notFound ?? <p role="alert">{t('form.notFound')}</p>}</>;
  if (state.status === 'unavailable') {
    return (
      <div role="alert" className="form-unavailable">
        <p>{t('form.unavailable', { message: state.message })}</p>
        <p>{t('form.checkConnection')}</p>
      </div>
    );
  }
  return (
    <div role="alert" className="form-unavailable">
      <p>{t('form.invalid')}</p>
      <ul>
        {state.problems.slice(0, 10).map((problem) => (
          <li key={problem.path + problem.message}>
            <code>{problem.path || t('form.wholeForm')}</code>: {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Loads a published form (and the form its rows use), draws it, and posts the answers. */
export function RegistrationForm(props: RegistrationFormProps) {
  // Deferred: the form is first drawn as a transition, in slices, not in one long task when the definition arrives.
  const state = useDeferredValue(useFormDefinition(props.formId, props.builtIn));
  const rowState = useDeferredValue(useFormDefinition(props.rowForm?.id ?? props.formId, props.rowForm?.builtIn ?? props.builtIn));
  const submit = useSubmit(props.submitPath, props.extra, props.onSuccess);
  const rowId = props.rowForm?.id;
  const forms = useMemo(() => (rowId && rowState.status === 'ready' ? { [rowId]: rowState.definition } : {}), [rowId, rowState]);
  const compiled = useMemo(
    () =>
      state.status === 'ready' && (!rowId || rowId in forms)
        ? compileDefinition(state.definition, { forms, patterns: browserPatterns })
        : undefined,
    [state, forms, rowId],
  );
  const { rowExplainErrors } = props;
  const registry = useMemo(() => registryFor(forms, rowExplainErrors), [forms, rowExplainErrors]);
  const { t } = useFormWords();

  if (state.status !== 'ready') return <Problem state={state} notFound={props.notFound} />;
  if (rowId && rowState.status !== 'ready') return <Problem state={rowState} />;
  if (!compiled) return <p role="status">{t('form.loading')}</p>;
  return (
    <FormRenderer
      definition={state.definition}
      compiled={compiled}
      forms={forms}
      widgets={registry.widgets}
      components={registry.components}
      initialValues={props.initialValues}
      onSubmit={submit}
      onSuggest={props.onSuggest}
      explainErrors={props.explainErrors}
      {...props.draft}
    />
  );
}
