import type { HistoryEntry } from './application-schema';
import { actorWords, STATUS_LABELS } from './status-words';

let formatter: Intl.DateTimeFormat | undefined;

function when(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  // Made on first use: loading the time zone is not free, and most pages show no history.
  formatter ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', dateStyle: 'medium', timeStyle: 'short' });
  return formatter.format(date);
}

/** Every change of status, oldest first, as the server keeps them. */
export function HistoryList({ history }: { history: HistoryEntry[] }) {
  if (history.length === 0) return null;
  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      <ol className="history-list">
        {history.map((entry) => (
          <li key={`${entry.at}-${entry.to}`}>
            <time dateTime={entry.at}>{when(entry.at)}</time>
            <span className="history-move">
              {entry.from ? (
                <>
                  {STATUS_LABELS[entry.from]} <span aria-hidden="true">→</span>
                  <span className="visually-hidden">to</span>{' '}
                </>
              ) : null}
              <strong>{STATUS_LABELS[entry.to]}</strong>
            </span>
            <span className="history-by">by {actorWords(entry.by)}</span>
            {entry.note ? <span className="history-note">Note: {entry.note}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
