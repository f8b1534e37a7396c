import { useState } from 'react';
import { useFormWords } from '../../form-react/index';
import { DraftedRegistrationForm } from '../drafts/drafted-registration-form';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { explainErrorsOf } from '../registration/explain-error-api';
import { usePrefetchDefinition } from '../registration/use-form-definition';
import { suggestWorkshops } from '../registration/use-workshop-suggestions';
import { RegistrationGate } from '../registration-windows/registration-gate';
import { FormPanel } from './form-panel';
import { SuccessScreen } from './success-screen';

const explainErrors = explainErrorsOf('bootcamp');
const builtIn = () => import('../../../forms/bootcamp.json');

/** /bootcamp-registration: the bootcamp application with its assistants (workshop suggestions, error explanations) while open. */
export function BootcampRegistrationPage() {
  usePrefetchDefinition('bootcamp');
  const [reference, setReference] = useState<number | string>();
  const { t } = useFormWords();
  return (
    <>
      <BreadcrumbBanner title={t('pages.bootcamp')} />
      <RegistrationGate kind="bootcamp">
        <FormPanel>
          {reference === undefined ? (
            <DraftedRegistrationForm
              formId="bootcamp"
              submitPath="/bootcamp-participants"
              builtIn={builtIn}
              onSuggest={suggestWorkshops}
              explainErrors={explainErrors}
              onSuccess={setReference}
            />
          ) : (
            <SuccessScreen title={t('pages.bootcampReceived')} reference={reference}>
              <p>{t('pages.seatsByEmail')}</p>
            </SuccessScreen>
          )}
        </FormPanel>
      </RegistrationGate>
    </>
  );
}
