import { lazy, Suspense, useId, useMemo } from 'react';
import { ChartBoundary } from './chart-boundary';
import { cairoDay, daySeries, longDay, shortDay, type DayCount } from './day-series';

// recharts is a chunk of its own, loaded when the first chart is drawn.
const SubmissionsChartGraphic = lazy(() => import('./submissions-chart-graphic'));

interface ChartProps {
  title: string;
  perDay: DayCount[];
  /** The registration deadline (ISO date-time), when this kind has one. */
  closesAt?: string;
}

/** A sentence that says what the bars show, for those who cannot see them. */
function summaryOf(title: string, series: DayCount[], deadlineDay?: string): string {
  const total = series.reduce((sum, entry) => sum + entry.count, 0);
  const busiest = series.reduce((best, entry) => (entry.count > best.count ? entry : best), series[0]!);
  const deadline = deadlineDay ? `; deadline ${shortDay(deadlineDay)}` : '';
  const span = `${shortDay(series[0]!.day)} to ${shortDay(series.at(-1)!.day)}`;
  const peak = `most on ${shortDay(busiest.day)} (${busiest.count})`;
  return `Bar chart of ${title} submissions per day, ${span}: ${total} in all, ${peak}${deadline}. The table below gives every day.`;
}

/** Submissions per day against the deadline, with the same numbers as a table. */
export function SubmissionsChart({ title, perDay, closesAt }: ChartProps) {
  const captionId = useId();
  const deadlineDay = closesAt ? cairoDay(closesAt) : undefined;
  const series = useMemo(() => daySeries(perDay, deadlineDay), [perDay, deadlineDay]);
  if (series.length === 0) return <p className="chart-note">No applications yet.</p>;
  return (
    <figure className="submissions-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>
        {title}, by Cairo day{deadlineDay ? `; the dashed line is the deadline, ${longDay(deadlineDay)}` : ''}
      </figcaption>
      <div className="chart-frame" role="img" aria-label={summaryOf(title, series, deadlineDay)}>
        <ChartBoundary>
          <Suspense fallback={<p className="chart-note">Loading the chart…</p>}>
            <SubmissionsChartGraphic series={series} deadlineDay={deadlineDay} />
          </Suspense>
        </ChartBoundary>
      </div>
      <details className="chart-table">
        <summary>Show as table</summary>
        <table>
          <caption>{title}: submissions per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Submissions</th>
            </tr>
          </thead>
          <tbody>
            {series.map((entry) => (
              <tr key={entry.day}>
                <th scope="row">
                  {longDay(entry.day)}
                  {entry.day === deadlineDay ? ' (deadline)' : ''}
                </th>
                <td>{entry.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
