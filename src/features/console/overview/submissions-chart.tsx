import { lazy, Suspense, useId, useMemo } from 'react';
import type { Language } from '../../../lib/i18n/languages';
import type { Translate } from '../../../lib/i18n/translate';
import { formatNumber } from '../i18n/formats';
import { useConsoleWords } from '../i18n/use-console-words';
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
function summaryOf(t: Translate, language: Language, title: string, series: DayCount[], deadlineDay?: string): string {
  const total = series.reduce((sum, entry) => sum + entry.count, 0);
  const busiest = series.reduce((best, entry) => (entry.count > best.count ? entry : best), series[0]!);
  const day = (value: string) => shortDay(value, language);
  const deadline = deadlineDay ? t('console.chart.summaryDeadline', { day: day(deadlineDay) }) : '';
  return t('console.chart.summary', {
    title,
    first: day(series[0]!.day),
    last: day(series.at(-1)!.day),
    total: formatNumber(total, language),
    busiest: day(busiest.day),
    most: formatNumber(busiest.count, language),
    deadline,
  });
}

/** Submissions per day against the deadline, with the same numbers as a table. */
export function SubmissionsChart({ title, perDay, closesAt }: ChartProps) {
  const captionId = useId();
  const { t, number, language } = useConsoleWords();
  const deadlineDay = closesAt ? cairoDay(closesAt) : undefined;
  const series = useMemo(() => daySeries(perDay, deadlineDay), [perDay, deadlineDay]);
  if (series.length === 0) return <p className="chart-note">{t('console.chart.none')}</p>;
  return (
    <figure className="submissions-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>
        {deadlineDay
          ? t('console.chart.captionDeadline', { title, deadline: longDay(deadlineDay, language) })
          : t('console.chart.caption', { title })}
      </figcaption>
      <div className="chart-frame" role="img" aria-label={summaryOf(t, language, title, series, deadlineDay)}>
        <ChartBoundary>
          <Suspense fallback={<p className="chart-note">{t('console.chart.loading')}</p>}>
            <SubmissionsChartGraphic series={series} deadlineDay={deadlineDay} />
          </Suspense>
        </ChartBoundary>
      </div>
      <details className="chart-table">
        <summary>{t('console.chart.showTable')}</summary>
        <table>
          <caption>{t('console.chart.tableCaption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('console.chart.day')}</th>
              <th scope="col">{t('console.chart.submissions')}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((entry) => (
              <tr key={entry.day}>
                <th scope="row">
                  {longDay(entry.day, language)}
                  {entry.day === deadlineDay ? ` ${t('console.chart.deadlineMark')}` : ''}
                </th>
                <td>{number(entry.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
