import { useState } from 'react';
import { formatPercent } from '../i18n/formats';
import { useConsoleWords } from '../i18n/use-console-words';
import type { Breakdown } from './overview-api';

// Long lists (governorates, universities) show their most chosen answers first and the rest on request.
const SHORT_LIST = 10;

/** One choice field's answers as a table whose count cells carry a bar; the numbers are the text, the bars only draw them. */
export function BreakdownTable({ breakdown }: { breakdown: Breakdown }) {
  const [showAll, setShowAll] = useState(false);
  const { t, number, language } = useConsoleWords();
  const percent = (share: number) => formatPercent(share, language);
  const long = breakdown.counts.length > SHORT_LIST;
  const rows = long ? [...breakdown.counts].sort((a, b) => b.count - a.count) : breakdown.counts;
  const shown = long && !showAll ? rows.slice(0, SHORT_LIST) : rows;
  const most = Math.max(1, ...rows.map((row) => row.count));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <div className="breakdown">
      <table>
        <caption dir="auto">
          {breakdown.label}
          {long ? <span className="breakdown-order"> {t('console.breakdown.order')}</span> : null}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('console.breakdown.answer')}</th>
            <th scope="col">{t('console.breakdown.count')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.value}>
              <th scope="row" dir="auto">
                {row.label}
              </th>
              <td>
                <span className="breakdown-count">
                  {number(row.count)}
                  {total > 0 ? <span className="breakdown-share"> ({percent(row.count / total)})</span> : null}
                </span>
                <svg className="answer-bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                  <rect width={(row.count / most) * 100} height="10" />
                </svg>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {long ? (
        <button type="button" className="overview-toggle" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll
            ? t('console.breakdown.showMost', { count: number(SHORT_LIST) })
            : t('console.breakdown.showAll', { count: number(rows.length) })}
          <span className="visually-hidden"> {t('console.compare.ofForm', { title: breakdown.label })}</span>
        </button>
      ) : null}
    </div>
  );
}
