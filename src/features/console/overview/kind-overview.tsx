import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useConsoleWords } from '../i18n/use-console-words';
import { BreakdownTable } from './breakdown-table';
import { useApplicationStats } from './overview-api';
import type { OverviewKind } from './overview-kinds';
import { StatusCounts } from './status-counts';
import { SubmissionsChart } from './submissions-chart';

interface KindOverviewProps {
  kind: OverviewKind;
  closesAt?: string;
}

/** One kind of application at a glance: counts per status, submissions per day, the answers to its choice fields. */
export function KindOverview({ kind, closesAt }: KindOverviewProps) {
  const headingId = useId();
  const stats = useApplicationStats(kind.kind);
  const { t, number } = useConsoleWords();
  return (
    <section className="kind-overview" aria-labelledby={headingId}>
      <h2 id={headingId} dir="auto">
        {kind.title}
      </h2>
      {stats.isPending ? <p className="chart-note">{t('console.overview.loading')}</p> : null}
      {stats.error ? (
        <p className="console-problem" role="alert">
          {t('console.overview.failed', { title: kind.title, reason: stats.error.message })}
        </p>
      ) : null}
      {stats.data ? (
        <>
          <p className="kind-total">
            <Link to={`/admin/applications/${encodeURIComponent(kind.kind)}`}>
              {t('console.applications.count', { count: stats.data.total, shown: number(stats.data.total) })}
            </Link>{' '}
            {t('console.overview.inAll')}
          </p>
          <StatusCounts kind={kind.kind} byStatus={stats.data.byStatus} />
          <h3>{t('console.overview.perDay')}</h3>
          <SubmissionsChart title={kind.title} perDay={stats.data.perDay} closesAt={closesAt} />
          {stats.data.breakdowns.length > 0 ? (
            <>
              <h3>{t('console.answers.title')}</h3>
              <div className="breakdowns">
                {stats.data.breakdowns.map((breakdown) => (
                  <BreakdownTable key={breakdown.field} breakdown={breakdown} />
                ))}
              </div>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
