import type { MessageId } from '../../../lib/i18n/translate';
import { useConsoleWords } from '../i18n/use-console-words';
import type { ApplicationDetail } from './applications-api';
import { ScrollTable } from '../parts/scroll-table';
import { STATUS_LABELS } from './statuses';
import { When } from './when';

const ACTORS: Record<string, MessageId> = {
  applicant: 'console.history.by.applicant',
  door: 'console.history.by.door',
  organiser: 'console.history.by.organiser',
};
// The outbox's states as the detail has always written them (lower case in English).
const EMAIL_STATUSES: Record<string, MessageId> = {
  queued: 'console.detailEmails.state.queued',
  sent: 'console.detailEmails.state.sent',
  failed: 'console.detailEmails.state.failed',
};

/** Every status change: when, from, to, who, and the note. */
export function HistoryTable({ history }: { history: ApplicationDetail['history'] }) {
  const { t } = useConsoleWords();
  const actor = (by: string) => (ACTORS[by] ? t(ACTORS[by]) : by);
  return (
    <section aria-labelledby="history-title" className="console-section">
      <h2 id="history-title">{t('console.history.title')}</h2>
      <ScrollTable captionHidden caption={t('console.history.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('console.history.when')}</th>
            <th scope="col">{t('console.history.from')}</th>
            <th scope="col">{t('console.history.to')}</th>
            <th scope="col">{t('console.history.by')}</th>
            <th scope="col">{t('console.history.note')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((change, index) => (
            <tr key={index}>
              <td>
                <When iso={change.at} />
              </td>
              <td>{change.from ? t(STATUS_LABELS[change.from]) : '-'}</td>
              <td>{t(STATUS_LABELS[change.to])}</td>
              <td dir="auto">{actor(change.by)}</td>
              <td dir="auto">{change.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}

/** The e-mails this application caused, with what failed and why. */
export function EmailsTable({ emails }: { emails: ApplicationDetail['emails'] }) {
  const { t, number } = useConsoleWords();
  return (
    <section aria-labelledby="emails-title" className="console-section">
      <h2 id="emails-title">{t('console.emails.title')}</h2>
      {emails.length === 0 ? (
        <p>{t('console.detailEmails.none')}</p>
      ) : (
        <ScrollTable captionHidden caption={t('console.detailEmails.caption')}>
          <thead>
            <tr>
              <th scope="col">{t('console.detailEmails.subject')}</th>
              <th scope="col">{t('console.detailEmails.to')}</th>
              <th scope="col">{t('console.detailEmails.status')}</th>
              <th scope="col">{t('console.detailEmails.queued')}</th>
              <th scope="col">{t('console.detailEmails.sent')}</th>
              <th scope="col">{t('console.detailEmails.lastError')}</th>
            </tr>
          </thead>
          <tbody>
            {emails.map((email) => (
              <tr key={email.id}>
                <td dir="auto">{email.subject}</td>
                <td>
                  <bdi>{email.to}</bdi>
                </td>
                <td>
                  {EMAIL_STATUSES[email.status] ? t(EMAIL_STATUSES[email.status]!) : email.status}
                  {email.attempts > 1
                    ? ` ${t('console.detailEmails.attempts', { count: email.attempts, shown: number(email.attempts) })}`
                    : ''}
                </td>
                <td>
                  <When iso={email.createdAt} />
                </td>
                <td>
                  <When iso={email.sentAt} />
                </td>
                <td dir="auto">{email.lastError ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}

/** Who of this application has been checked in, and when. */
export function CheckInList({ checkIns }: { checkIns: ApplicationDetail['checkIns'] }) {
  const { t } = useConsoleWords();
  return (
    <section aria-labelledby="check-ins-title" className="console-section">
      <h2 id="check-ins-title">{t('console.checkIn.title')}</h2>
      {checkIns.length === 0 ? (
        <p>{t('console.detailCheckIn.none')}</p>
      ) : (
        <ul>
          {checkIns.map((person, index) => (
            <li key={index}>
              <bdi>{person.name}</bdi>
              {t('console.detailCheckIn.colon')}{' '}
              {person.checkedInAt ? (
                <>
                  {t('console.detailCheckIn.at')} <When iso={person.checkedInAt} />
                </>
              ) : (
                t('console.detailCheckIn.notYet')
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
