import { useId } from 'react';
import { Link } from 'react-router-dom';
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
  return (
    <section className="kind-overview" aria-labelledby={headingId}>
      <h2 id={headingId}>{kind.title}</h2>
      {stats.isPending ? <p className="chart-note">Loading the numbers…</p> : null}
      {stats.error ? (
        <p className="console-problem" role="alert">
          The numbers for {kind.title} could not be loaded: {stats.error.message}
        </p>
      ) : null}
      {stats.data ? (
        <>
          <p className="kind-total">
            <Link to={`/admin/applications/${encodeURIComponent(kind.kind)}`}>
              {stats.data.total} {stats.data.total === 1 ? 'application' : 'applications'}
            </Link>{' '}
            in all
          </p>
          <StatusCounts kind={kind.kind} byStatus={stats.data.byStatus} />
          <h3>Submissions per day</h3>
          <SubmissionsChart title={kind.title} perDay={stats.data.perDay} closesAt={closesAt} />
          {stats.data.breakdowns.length > 0 ? (
            <>
              <h3>Answers</h3>
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
