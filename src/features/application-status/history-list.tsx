import { useFormWords, type FormWords } from '../../form-react/index';
import { cairoShortWords } from '../registration/cairo-words';
import type { HistoryEntry } from './application-schema';
import { actorWords, statusLabel } from './status-words';

function when(words: FormWords, at: string): string {
  return Number.isNaN(new Date(at).getTime()) ? at : cairoShortWords(words, at);
}

/** Every change of status, oldest first, as the server keeps them. */
export function HistoryList({ history }: { history: HistoryEntry[] }) {
  const words = useFormWords();
  const { t } = words;
  if (history.length === 0) return null;
  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title">{t('status.history')}</h2>
      <ol className="history-list">
        {history.map((entry) => (
          <li key={`${entry.at}-${entry.to}`}>
            <time dateTime={entry.at}>{when(words, entry.at)}</time>
            <span className="history-move">
              {entry.from ? (
                <>
                  {statusLabel(words, entry.from)}{' '}
                  <span className="history-arrow" aria-hidden="true">
                    →
                  </span>
                  <span className="visually-hidden">{t('status.historyTo')}</span>{' '}
                </>
              ) : null}
              <strong>{statusLabel(words, entry.to)}</strong>
            </span>
            <bdi className="history-by">{t('status.historyBy', { actor: actorWords(words, entry.by) })}</bdi>
            {entry.note ? <bdi className="history-note">{t('status.historyNote', { note: entry.note })}</bdi> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
