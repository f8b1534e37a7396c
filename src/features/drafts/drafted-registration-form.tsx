import { RegistrationForm, type RegistrationFormProps } from '../registration/registration-form';
import { DraftedForm } from './drafted-form';

type Props = Omit<RegistrationFormProps, 'initialValues' | 'draft'>;

/** A published form with its draft: resumed answers and step, saving as the applicant goes, deleted once submitted. */
export function DraftedRegistrationForm(props: Props) {
  return (
    <DraftedForm formId={props.formId} builtIn={props.builtIn}>
      {(draft) => (
        <RegistrationForm
          {...props}
          key={draft.formKey}
          initialValues={draft.initialValues}
          draft={draft.formProps}
          onSuccess={(id) => {
            void draft.discard();
            props.onSuccess(id);
          }}
        />
      )}
    </DraftedForm>
  );
}
