import { useState } from 'react';
import { useFormWords } from '../../form-react/index';
import { DraftedRegistrationForm } from '../drafts/drafted-registration-form';
import { usePrefetchDefinition } from '../registration/use-form-definition';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { RegistrationGate } from '../registration-windows/registration-gate';
import { FormPanel } from './form-panel';
import { SuccessScreen } from './success-screen';

const builtIn = () => import('../../../forms/bootcamp.json');

/** /bootcamp-registration-without-ai: the same application without the assistant, ending on a Finished screen. */
export function BootcampWithoutAiPage() {
  usePrefetchDefinition('bootcamp');
  const [reference, setReference] = useState<number | string>();
  const { t } = useFormWords();
  return (
    <>
      <BreadcrumbBanner title={t('pages.bootcamp')} />
      <RegistrationGate kind="bootcamp">
        <FormPanel>
          {reference === undefined ? (
            <DraftedRegistrationForm formId="bootcamp" submitPath="/bootcamp-participants" builtIn={builtIn} onSuccess={setReference} />
          ) : (
            <SuccessScreen title={t('pages.finished')} reference={reference}>
              <p>{t('pages.bootcampReceivedSeats')}</p>
            </SuccessScreen>
          )}
        </FormPanel>
      </RegistrationGate>
    </>
  );
}
