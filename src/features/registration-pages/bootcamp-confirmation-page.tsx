import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFormWords } from '../../form-react/index';
import { useConfirmationPrefill } from '../application-status/use-confirmation-prefill';
import { RegistrationForm } from '../registration/registration-form';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { FormPanel } from './form-panel';
import { SuccessScreen } from './success-screen';

type OnSuccess = (reference: number | string) => void;

const builtIn = () => import('../../../forms/bootcamp-confirmation.json');

function ConfirmationForm({ initialValues, onSuccess }: { initialValues?: Record<string, unknown>; onSuccess: OnSuccess }) {
  return (
    <RegistrationForm
      formId="bootcamp-confirmation"
      submitPath="/bootcamp-confirmations"
      builtIn={builtIn}
      initialValues={initialValues}
      onSuccess={onSuccess}
    />
  );
}

/** Reached from the private link's "Confirm your seat": the applicant's details are filled in. */
function PrefilledForm({ token, onSuccess }: { token: string; onSuccess: OnSuccess }) {
  const prefill = useConfirmationPrefill(token);
  const { t } = useFormWords();
  if (prefill.status === 'loading') return <p role="status">{t('form.loading')}</p>;
  return (
    <>
      <p className="entry-summary">{prefill.notice}</p>
      <ConfirmationForm initialValues={prefill.values} onSuccess={onSuccess} />
    </>
  );
}

/** /bootcamp-confirmation: an accepted applicant confirms a seat and picks a time slot. */
export function BootcampConfirmationPage() {
  const token = useSearchParams()[0].get('token');
  const [reference, setReference] = useState<number | string>();
  const { t } = useFormWords();
  return (
    <>
      <BreadcrumbBanner title={t('pages.confirmation')} />
      <FormPanel>
        {reference !== undefined ? (
          <SuccessScreen title={t('pages.seatConfirmed')} reference={reference} />
        ) : token ? (
          <PrefilledForm token={token} onSuccess={setReference} />
        ) : (
          <ConfirmationForm onSuccess={setReference} />
        )}
      </FormPanel>
    </>
  );
}
