import { useEffect, useRef, useState } from 'react';
import { T, useT } from '../../../lib/i18n/translate';
import { useOrganiser } from '../session/use-organiser';
import { AddOrganiserForm } from './add-organiser-form';
import { RemoveDialog, ResetPasswordDialog } from './organiser-dialogs';
import { ROLE_WORDS, useOrganiserChanges, useOrganisers } from './organisers-api';
import { OrganisersTable } from './organisers-table';
import './organisers.css';
import { LoadProblem } from '../parts/load-problem';

const FIRST_ADMIN = 'npm run organisers -- add <email> --role admin';

type Open = { dialog: 'remove' | 'password'; email: string } | undefined;

/** Who may use the console and with which role: add accounts, reset a password, remove an account. */
export function OrganisersPage() {
  const me = useOrganiser();
  const t = useT();
  const accounts = useOrganisers();
  const changes = useOrganiserChanges();
  const [open, setOpen] = useState<Open>();
  const [done, setDone] = useState('');
  const [removed, setRemoved] = useState(0);
  const listTitle = useRef<HTMLHeadingElement>(null);
  const close = () => setOpen(undefined);
  // The removed account's row, and its button, are gone: focus goes to the list rather than to nowhere.
  useEffect(() => {
    if (removed > 0) listTitle.current?.focus();
  }, [removed]);

  return (
    <div className="organisers-page">
      <h1>{t('console.nav.organisers')}</h1>
      <p>{t('console.organisers.intro')}</p>
      <p>
        <T id="console.organisers.firstAdmin" values={{ command: FIRST_ADMIN }} components={{ 0: <code dir="ltr" /> }} />
      </p>
      <p role="status" className="organisers-done">
        {done}
      </p>
      <h2 ref={listTitle} tabIndex={-1}>
        {t('console.organisers.accounts')}
      </h2>
      {accounts.isPending ? <p>{t('console.organisers.loading')}</p> : null}
      {accounts.isError ? (
        <LoadProblem what={t('console.organisers.what')} error={accounts.error} retry={() => void accounts.refetch()} />
      ) : null}
      {accounts.data ? (
        <OrganisersTable
          accounts={accounts.data}
          me={me.email}
          onResetPassword={(email) => setOpen({ dialog: 'password', email })}
          onRemove={(email) => setOpen({ dialog: 'remove', email })}
        />
      ) : null}
      <AddOrganiserForm
        adding={changes.add.isPending}
        onAdd={(account) => {
          setDone('');
          const role = t(ROLE_WORDS[account.role].lower);
          return changes.add.mutateAsync(account).then(() => setDone(t('console.organisers.added', { email: account.email, role })));
        }}
      />
      {open?.dialog === 'remove' ? (
        <RemoveDialog
          email={open.email}
          onClose={close}
          onRemove={() =>
            changes.remove.mutateAsync(open.email).then(() => {
              // One render: the dialog goes, the list says so and takes focus.
              setOpen(undefined);
              setDone(t('console.organisers.removed', { email: open.email }));
              setRemoved((count) => count + 1);
            })
          }
        />
      ) : null}
      {open?.dialog === 'password' ? (
        <ResetPasswordDialog
          email={open.email}
          onClose={close}
          onReset={(password) =>
            changes.resetPassword
              .mutateAsync({ email: open.email, password })
              .then(() => setDone(t('console.organisers.passwordChanged', { email: open.email })))
          }
        />
      ) : null}
    </div>
  );
}
