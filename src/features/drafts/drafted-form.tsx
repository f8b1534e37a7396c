import type { ReactNode } from 'react';
import { useFormDefinition, type BuiltInForm } from '../registration/use-form-definition';
import { DraftNotice } from './draft-notice';
import { useDraft, type DraftControl } from './use-draft';

interface DraftedFormProps {
  formId: string;
  /** The shipped copy of a built-in form, as RegistrationForm takes it. */
  builtIn?: BuiltInForm;
  /** Draws the form once the draft is decided: give it `key={draft.formKey}`, `initialValues` and `draft={draft.formProps}`. */
  children: (draft: DraftControl) => ReactNode;
}

/** A form page's draft: the notice above, then the form with the saved answers (or none). */
export function DraftedForm({ formId, builtIn, children }: DraftedFormProps) {
  const state = useFormDefinition(formId, builtIn);
  const draft = useDraft(formId, state.status === 'ready' ? state.definition : undefined);
  return (
    <>
      <DraftNotice draft={draft} />
      {draft.ready ? children(draft) : null}
    </>
  );
}
