import { useState } from 'react';
import type { Breakdown } from './overview-api';

// Long lists (governorates, universities) show their most chosen answers first and the rest on request.
const SHORT_LIST = 10;

/** One choice field's answers as a table whose count cells carry a bar; the numbers are the text, the bars only draw them. */
export function BreakdownTable({ breakdown }: { breakdown: Breakdown }) {
  const [showAll, setShowAll] = useState(false);
  const long = breakdown.counts.length > SHORT_LIST;
  const rows = long ? [...breakdown.counts].sort((a, b) => b.count - a.count) : breakdown.counts;
  const shown = long && !showAll ? rows.slice(0, SHORT_LIST) : rows;
  const most = Math.max(1, ...rows.map((row) => row.count));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <div className="breakdown">
      <table>
        <caption>
          {breakdown.label}
          {long ? <span className="breakdown-order"> (most chosen first)</span> : null}
        </caption>
        <thead>
          <tr>
            <th scope="col">Answer</th>
            <th scope="col">Count</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.value}>
              <th scope="row">{row.label}</th>
              <td>
                <span className="breakdown-count">
                  {row.count}
                  {total > 0 ? <span className="breakdown-share"> ({Math.round((row.count / total) * 100)}%)</span> : null}
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
          {showAll ? `Show the ${SHORT_LIST} most chosen` : `Show all ${rows.length} answers`}
          <span className="visually-hidden"> of {breakdown.label}</span>
        </button>
      ) : null}
    </div>
  );
}
