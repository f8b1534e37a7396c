import { formatCairo } from '../settings/cairo-time';
import type { OutboxMessage } from './outbox-api';
import { STATUS_WORDS } from './status-filter';
import { ScrollTable } from '../parts/scroll-table';

const When = ({ iso }: { iso: string | null }) => (iso ? <time dateTime={iso}>{formatCairo(iso)}</time> : <>Not yet</>);

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
  return (
    <ScrollTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">To</th>
          <th scope="col">Subject</th>
          <th scope="col">Status</th>
          <th scope="col">Attempts</th>
          <th scope="col">Written (Cairo time)</th>
          <th scope="col">Sent (Cairo time)</th>
          <th scope="col">Problem</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id}>
            <td>{message.to}</td>
            <td>
              {message.subject}
              <span className="emails-template">{message.template}</span>
            </td>
            <td>
              <span className={`emails-status emails-status-${message.status}`}>{STATUS_WORDS[message.status]}</span>
            </td>
            <td>{message.attempts}</td>
            <td>
              <When iso={message.createdAt} />
            </td>
            <td>
              <When iso={message.sentAt} />
            </td>
            <td className={message.status === 'failed' ? 'emails-problem' : undefined}>{message.lastError ?? 'None'}</td>
            <td>
              {message.status === 'queued' ? (
                'Waiting to be sent'
              ) : (
                <button
                  type="button"
                  className="console-button console-button-quiet emails-resend"
                  disabled={resending === message.id}
                  onClick={() => onResend(message)}
                >
                  {resending === message.id ? 'Resending…' : 'Resend'}
                  <span className="visually-hidden">
                    {' '}
                    “{message.subject}” to {message.to}
                  </span>
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
