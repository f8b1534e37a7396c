import type { ApplicationDetail } from './applications-api';
import { ScrollTable } from '../parts/scroll-table';
import { STATUS_LABELS } from './statuses';
import { When } from './when';

const ACTORS: Record<string, string> = { applicant: 'Applicant', door: 'Check-in desk', organiser: 'Organisers' };

/** Every status change: when, from, to, who, and the note. */
export function HistoryTable({ history }: { history: ApplicationDetail['history'] }) {
  return (
    <section aria-labelledby="history-title" className="console-section">
      <h2 id="history-title">History</h2>
      <ScrollTable captionHidden caption="Status changes, oldest first">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">By</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {history.map((change, index) => (
            <tr key={index}>
              <td>
                <When iso={change.at} />
              </td>
              <td>{change.from ? STATUS_LABELS[change.from] : '-'}</td>
              <td>{STATUS_LABELS[change.to]}</td>
              <td>{ACTORS[change.by] ?? change.by}</td>
              <td>{change.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}

/** The e-mails this application caused, with what failed and why. */
export function EmailsTable({ emails }: { emails: ApplicationDetail['emails'] }) {
  return (
    <section aria-labelledby="emails-title" className="console-section">
      <h2 id="emails-title">E-mails</h2>
      {emails.length === 0 ? (
        <p>No e-mails yet.</p>
      ) : (
        <ScrollTable captionHidden caption="E-mails to this applicant, oldest first">
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">To</th>
              <th scope="col">Status</th>
              <th scope="col">Queued</th>
              <th scope="col">Sent</th>
              <th scope="col">Last error</th>
            </tr>
          </thead>
          <tbody>
            {emails.map((email) => (
              <tr key={email.id}>
                <td>{email.subject}</td>
                <td>{email.to}</td>
                <td>
                  {email.status}
                  {email.attempts > 1 ? ` (${email.attempts} attempts)` : ''}
                </td>
                <td>
                  <When iso={email.createdAt} />
                </td>
                <td>
                  <When iso={email.sentAt} />
                </td>
                <td>{email.lastError ?? ''}</td>
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
  return (
    <section aria-labelledby="check-ins-title" className="console-section">
      <h2 id="check-ins-title">Check-in</h2>
      {checkIns.length === 0 ? (
        <p>No check-in codes yet: they are made when the applicant confirms.</p>
      ) : (
        <ul>
          {checkIns.map((person, index) => (
            <li key={index}>
              {person.name}:{' '}
              {person.checkedInAt ? (
                <>
                  checked in <When iso={person.checkedInAt} />
                </>
              ) : (
                'not checked in yet'
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
