import { useParams } from 'react-router-dom';
import { useFormWords } from '../../form-react/index';
import { ApiError } from '../../lib/api';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { FormPanel } from '../registration-pages/form-panel';
import { ApplicationDetails } from './application-details';
import { InvalidLink, LoadFailure } from './load-problems';
import { useApplication } from './use-application';
import './application-status.css';

/** /application/{token}: the private page of one application, reached from the e-mailed link. */
export function ApplicationPage() {
  const token = useParams().token ?? '';
  const { t } = useFormWords();
  return (
    <>
      {/* A private page: kept out of search engines, and its address (the token) out of other sites' Referer. */}
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <BreadcrumbBanner title={t('status.pageTitle')} />
      <FormPanel>
        <ApplicationView key={token} token={token} />
      </FormPanel>
    </>
  );
}

function ApplicationView({ token }: { token: string }) {
  const query = useApplication(token);
  const { t } = useFormWords();
  // Data first: a failed refresh keeps showing what was loaded.
  if (query.data) return <ApplicationDetails application={query.data} token={token} />;
  if (query.isPending) {
    return (
      <p role="status" className="page-status">
        {t('status.loading')}
      </p>
    );
  }
  if (query.error instanceof ApiError && query.error.status === 404) return <InvalidLink />;
  return <LoadFailure retrying={query.isFetching} onRetry={() => void query.refetch()} />;
}
