import { useEffect, useRef, useState } from 'react';
import { useOrganiser } from '../session/use-organiser';
import { AddOrganiserForm } from './add-organiser-form';
import { RemoveDialog, ResetPasswordDialog } from './organiser-dialogs';
import { ROLE_WORDS, useOrganiserChanges, useOrganisers } from './organisers-api';
import { OrganisersTable } from './organisers-table';
import './organisers.css';
import { LoadProblem } from '../parts/load-problem';

type Open = { dialog: 'remove' | 'password'; email: string } | undefined;

/** Who may use the console and with which role: add accounts, reset a password, remove an account. */
export function OrganisersPage() {
  const me = useOrganiser();
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
      <h1>Organisers</h1>
      <p>Each organiser signs in with their own account, and their role decides what they may do.</p>
      <p>
        The first admin account is made on the server&apos;s command line: <code>npm run organisers -- add &lt;email&gt; --role admin</code>{' '}
        (it asks for the password).
      </p>
      <p role="status" className="organisers-done">
        {done}
      </p>
      <h2 ref={listTitle} tabIndex={-1}>
        Accounts
      </h2>
      {accounts.isPending ? <p>Loading the accounts…</p> : null}
      {accounts.isError ? <LoadProblem what="The accounts" error={accounts.error} retry={() => void accounts.refetch()} /> : null}
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
          const role = ROLE_WORDS[account.role].name.toLowerCase();
          return changes.add.mutateAsync(account).then(() => setDone(`Added ${account.email} as ${role}.`));
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
              setDone(`Removed ${open.email}; they can no longer sign in.`);
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
              .then(() => setDone(`The password of ${open.email} is changed; they are signed out everywhere.`))
          }
        />
      ) : null}
    </div>
  );
}
