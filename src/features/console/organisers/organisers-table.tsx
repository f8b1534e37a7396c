import { ScrollTable } from '../parts/scroll-table';
import { formatCairo } from '../settings/cairo-time';
import { ROLE_WORDS, type OrganiserAccount } from './organisers-api';

const When = ({ iso }: { iso: string | null }) => (iso ? <time dateTime={iso}>{formatCairo(iso)}</time> : <>Never</>);

/** Every organiser account with its role and last sign-in; the signed-in organiser cannot remove their own. */
export function OrganisersTable({
  accounts,
  me,
  onResetPassword,
  onRemove,
}: {
  accounts: OrganiserAccount[];
  me: string;
  onResetPassword: (email: string) => void;
  onRemove: (email: string) => void;
}) {
  return (
    <ScrollTable caption={`Organiser accounts (${accounts.length})`}>
      <thead>
        <tr>
          <th scope="col">E-mail</th>
          <th scope="col">Role</th>
          <th scope="col">Added (Cairo time)</th>
          <th scope="col">Last signed in</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => {
          const mine = account.email.toLowerCase() === me.toLowerCase();
          return (
            <tr key={account.email}>
              <th scope="row">
                {account.email}
                {mine ? ' (you)' : ''}
              </th>
              <td>{ROLE_WORDS[account.role]?.name ?? account.role}</td>
              <td>
                <When iso={account.createdAt} />
              </td>
              <td>
                <When iso={account.lastSignInAt} />
              </td>
              <td className="organisers-actions">
                <button type="button" className="console-button console-button-quiet" onClick={() => onResetPassword(account.email)}>
                  Reset password<span className="visually-hidden"> of {account.email}</span>
                </button>
                {mine ? null : (
                  <button type="button" className="console-button console-button-quiet" onClick={() => onRemove(account.email)}>
                    Remove<span className="visually-hidden"> {account.email}</span>
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
