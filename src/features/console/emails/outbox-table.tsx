import { useConsoleWords } from '../i18n/use-console-words';
import { formatCairo } from '../settings/cairo-time';
import type { OutboxMessage } from './outbox-api';
import { STATUS_WORDS } from './status-filter';
import { ScrollTable } from '../parts/scroll-table';

function When({ iso }: { iso: string | null }) {
  const { t, language } = useConsoleWords();
  return iso ? <time dateTime={iso}>{formatCairo(iso, language)}</time> : <>{t('console.outbox.notYet')}</>;
}

/** The outbox, one row per message: where it went, how it fared and why it failed; failed and sent ones can be sent again. */
export function OutboxTable({
  caption,
  messages,
  resending,
  onResend,
}: {
  caption: string;
  messages: OutboxMessage[];
  resending: number | undefined;
  onResend: (message: OutboxMessage) => void;
}) {
  const { t, number } = useConsoleWords();
  return (
    <ScrollTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{t('console.detailEmails.to')}</th>
          <th scope="col">{t('console.detailEmails.subject')}</th>
          <th scope="col">{t('console.detailEmails.status')}</th>
          <th scope="col">{t('console.outbox.attempts')}</th>
          <th scope="col">{t('console.outbox.written')}</th>
          <th scope="col">{t('console.outbox.sentAt')}</th>
          <th scope="col">{t('console.outbox.problem')}</th>
          <th scope="col">{t('console.outbox.action')}</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id}>
            <td>
              <bdi>{message.to}</bdi>
            </td>
            <td>
              <span dir="auto">{message.subject}</span>
              <span className="emails-template" dir="ltr">
                {message.template}
              </span>
            </td>
            <td>
              <span className={`emails-status emails-status-${message.status}`}>{t(STATUS_WORDS[message.status])}</span>
            </td>
            <td>{number(message.attempts)}</td>
            <td>
              <When iso={message.createdAt} />
            </td>
            <td>
              <When iso={message.sentAt} />
            </td>
            <td className={message.status === 'failed' ? 'emails-problem' : undefined} dir="auto">
              {message.lastError ?? t('console.outbox.none')}
            </td>
            <td>
              {message.status === 'queued' ? (
                t('console.outbox.waiting')
              ) : (
                <button
                  type="button"
                  className="console-button console-button-quiet emails-resend"
                  disabled={resending === message.id}
                  onClick={() => onResend(message)}
                >
                  {resending === message.id ? t('console.outbox.resending') : t('console.outbox.resend')}
                  <span className="visually-hidden"> {t('console.outbox.resendWhat', { subject: message.subject, to: message.to })}</span>
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
