import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useFormWords } from '../../form-react/index';
import { DraftedRegistrationForm } from '../drafts/drafted-registration-form';
import { useFormDefinition } from '../registration/use-form-definition';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { NotFoundPage } from '../not-found/not-found-page';
import { useClock } from '../registration-windows/clock';
import { FormWindowGate } from '../registration-windows/form-window-gate';
import { FormPanel } from './form-panel';
import { SuccessScreen } from './success-screen';
import { isoDay } from './today';

/** /form/{formId}: any published definition, answered to /form-response-items. */
export function GenericFormPage() {
  const formId = useParams().formId ?? '';
  return <GenericForm key={formId} formId={formId} />;
}

function GenericForm({ formId }: { formId: string }) {
  const clock = useClock();
  const state = useFormDefinition(formId);
  const [reference, setReference] = useState<number | string>();
  const { t } = useFormWords();
  if (state.status === 'not-found') return <NotFoundPage />;
  const title = state.status === 'ready' ? state.definition.title : t('pages.form');
  // No third-party IP lookup: the address is left empty (the server sees the request's own address).
  const extra = () => ({ form_id: formId, ip_address: null, submitted_at: isoDay(clock.now()) });
  return (
    <>
      <BreadcrumbBanner title={title} />
      <FormWindowGate formId={formId}>
        <FormPanel>
          {reference === undefined ? (
            <DraftedRegistrationForm
              formId={formId}
              submitPath="/form-response-items"
              extra={extra}
              onSuccess={setReference}
              notFound={<NotFoundPage />}
            />
          ) : (
            <SuccessScreen title={t('pages.answersReceived')} reference={reference} />
          )}
        </FormPanel>
      </FormWindowGate>
    </>
  );
}
