import { useState } from 'react';
import confirmationForm from '../../../forms/bootcamp-confirmation.json';
import { RegistrationForm } from '../registration/registration-form';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { FormPanel } from './form-panel';
import { SuccessScreen } from './success-screen';

/** /bootcamp-confirmation: an accepted applicant confirms a seat and picks a time slot. */
export function BootcampConfirmationPage() {
  const [reference, setReference] = useState<number | string>();
  return (
    <>
      <BreadcrumbBanner title="Bootcamp Confirmation" />
      <FormPanel>
        {reference === undefined ? (
          <RegistrationForm formId="bootcamp-confirmation" submitPath="/bootcamp-confirmations" builtIn={confirmationForm} onSuccess={setReference} />
        ) : (
          <SuccessScreen title="Your seat is confirmed" reference={reference} />
        )}
      </FormPanel>
    </>
  );
}
