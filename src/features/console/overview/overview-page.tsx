import { useT } from '../../../lib/i18n/translate';
import { useOrganiser } from '../session/use-organiser';
import { KindOverview } from './kind-overview';
import { useDeadlines } from './overview-api';
import { useOverviewKinds } from './overview-kinds';
import './overview.css';

/** The console's first page: where registration stands for the bootcamp, the teams and each published form. */
export function OverviewPage() {
  const { role } = useOrganiser();
  const { kinds, formsError } = useOverviewKinds(role);
  const deadlines = useDeadlines();
  const t = useT();
  return (
    <div className="overview-page">
      <h1>{t('console.nav.overview')}</h1>
      {formsError ? (
        <p className="console-problem" role="alert">
          {t('console.overview.formsFailed', { reason: formsError.message })}
        </p>
      ) : null}
      {kinds.map((kind) => (
        <KindOverview key={kind.kind} kind={kind} closesAt={deadlines.data?.[kind.kind]} />
      ))}
    </div>
  );
}
