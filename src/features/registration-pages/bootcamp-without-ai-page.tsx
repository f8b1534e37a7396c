import { useState } from 'react';
import bootcampForm from '../../../forms/bootcamp.json';
import { DraftedForm } from '../drafts/drafted-form';
import { RegistrationForm } from '../registration/registration-form';
import { usePrefetchDefinition } from '../registration/use-form-definition';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { RegistrationGate } from '../registration-windows/registration-gate';
import { FormPanel } from './form-panel';
import { SuccessScreen } from './success-screen';

/** /bootcamp-registration-without-ai: the same application without the assistant, ending on a Finished screen. */
export function BootcampWithoutAiPage() {
  usePrefetchDefinition('bootcamp');
  const [reference, setReference] = useState<number | string>();
  return (
    <>
      <BreadcrumbBanner title="Bootcamp Registration" />
      <RegistrationGate kind="bootcamp">
        <FormPanel>
          {reference === undefined ? (
            <DraftedForm formId="bootcamp" builtIn={bootcampForm}>
              {(draft) => (
                <RegistrationForm
                  key={draft.formKey}
                  formId="bootcamp"
                  submitPath="/bootcamp-participants"
                  builtIn={bootcampForm}
                  initialValues={draft.initialValues}
                  draft={draft.formProps}
                  onSuccess={(id) => {
                    void draft.discard();
                    setReference(id);
                  }}
                />
              )}
            </DraftedForm>
          ) : (
            <SuccessScreen title="Finished" reference={reference}>
              <p>Your bootcamp application was received. We will confirm your workshop seats by e-mail.</p>
            </SuccessScreen>
          )}
        </FormPanel>
      </RegistrationGate>
    </>
  );
}
