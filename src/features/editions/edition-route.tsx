import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useT } from '../../lib/i18n/translate';
import { useNumbers } from '../layout/use-numbers';
import { NotFoundPage } from '../not-found/not-found-page';
import { useClock } from '../registration-windows/clock';
import { EditionNotPublished } from './edition-not-published';
import { EditionPage } from './edition-page';
import { editionYear } from './edition-years';
import { loadEdition } from './load-edition';

/** /{year}: the edition's page, 'not published yet' for a valid year without content, not-found otherwise. */
export function EditionRoute() {
  const { year: segment } = useParams();
  const year = editionYear(segment, useClock().now().getFullYear());
  if (year === undefined) return <NotFoundPage />;
  return <EditionContent key={year} year={year} />;
}

function EditionContent({ year }: { year: number }) {
  const t = useT();
  const { year: yearText } = useNumbers();
  const query = useQuery({ queryKey: ['edition', year], queryFn: () => loadEdition(year), staleTime: Infinity, retry: false });
  if (query.isPending)
    return (
      <p role="status" className="page-status">
        {t('common.loading')}
      </p>
    );
  if (query.isError) {
    return (
      <div className="page-status">
        <h1>{t('edition.documentTitle', { year: yearText(year) })}</h1>
        <p role="alert">{query.error.message}</p>
      </div>
    );
  }
  return query.data ? <EditionPage edition={query.data} /> : <EditionNotPublished year={year} />;
}
