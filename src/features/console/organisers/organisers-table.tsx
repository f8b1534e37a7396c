import { useLanguage } from '../../../lib/i18n/language-context';
import { useT } from '../../../lib/i18n/translate';
import { useConsoleWords } from '../i18n/use-console-words';
import { ScrollTable } from '../parts/scroll-table';
import { formatCairo } from '../settings/cairo-time';
import { ROLE_WORDS, type OrganiserAccount } from './organisers-api';

function When({ iso }: { iso: string | null }) {
  const t = useT();
  const language = useLanguage();
  return iso ? <time dateTime={iso}>{formatCairo(iso, language)}</time> : <>{t('console.organisers.never')}</>;
}

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
  const { t, number } = useConsoleWords();
  return (
    <ScrollTable caption={t('console.organisers.caption', { count: number(accounts.length) })}>
      <thead>
        <tr>
          <th scope="col">{t('console.table.email')}</th>
          <th scope="col">{t('console.organisers.role')}</th>
          <th scope="col">{t('console.organisers.added.column')}</th>
          <th scope="col">{t('console.organisers.lastSignIn')}</th>
          <th scope="col">{t('console.organisers.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => {
          const mine = account.email.toLowerCase() === me.toLowerCase();
          return (
            <tr key={account.email}>
              <th scope="row">
                <bdi>{account.email}</bdi>
                {mine ? ` ${t('console.organisers.you')}` : ''}
              </th>
              <td>{ROLE_WORDS[account.role] ? t(ROLE_WORDS[account.role].name) : account.role}</td>
              <td>
                <When iso={account.createdAt} />
              </td>
              <td>
                <When iso={account.lastSignInAt} />
              </td>
              <td className="organisers-actions">
                <button type="button" className="console-button console-button-quiet" onClick={() => onResetPassword(account.email)}>
                  {t('console.organisers.reset')}
                  <span className="visually-hidden"> {t('console.organisers.resetOf', { email: account.email })}</span>
                </button>
                {mine ? null : (
                  <button type="button" className="console-button console-button-quiet" onClick={() => onRemove(account.email)}>
                    {t('console.organisers.remove')}
                    <span className="visually-hidden"> {account.email}</span>
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
