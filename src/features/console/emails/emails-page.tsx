import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OutboxTable } from './outbox-table';
import { OUTBOX_PAGE_SIZE, OUTBOX_STATUSES, useOutbox, useResend, type OutboxMessage, type OutboxStatus } from './outbox-api';
import { Pager } from './pager';
import { StatusFilter, STATUS_WORDS } from './status-filter';
import './emails.css';
import { LoadProblem } from '../parts/load-problem';

const statusOf = (value: string | null) => OUTBOX_STATUSES.find((status) => status === value);
const pageOf = (value: string | null) => Math.max(1, Math.floor(Number(value)) || 1);

/** The e-mail outbox: what was sent, what waits and what failed with the reason; failed or sent messages can be sent again. */
export function EmailsPage() {
  const [search] = useSearchParams();
  const status = statusOf(search.get('status'));
  const page = pageOf(search.get('page'));
  const outbox = useOutbox(status, page);
  const resend = useResend();
  const [result, setResult] = useState<{ tone: 'done' | 'refused'; text: string }>();

  const onResend = (message: OutboxMessage) => {
    setResult(undefined);
    resend.mutate(message, {
      onSuccess: () => setResult({ tone: 'done', text: `“${message.subject}” to ${message.to} is queued to be sent again.` }),
      onError: (error) => setResult({ tone: 'refused', text: `“${message.subject}” to ${message.to} was not resent: ${error.message}` }),
    });
  };

  return (
    <div className="emails-page">
      <h1>E-mails</h1>
      <p>Every message the site sends passes through this outbox. Failed messages say why; resend one once the cause is fixed.</p>
      <StatusFilter current={status} />
      <p role="status" className={result ? `emails-result emails-result-${result.tone}` : 'emails-result'}>
        {result?.text}
      </p>
      <OutboxView
        status={status}
        page={page}
        search={search}
        outbox={outbox}
        resending={resend.isPending ? resend.variables?.id : undefined}
        onResend={onResend}
      />
    </div>
  );
}

function OutboxView({
  status,
  page,
  search,
  outbox,
  resending,
  onResend,
}: {
  status: OutboxStatus | undefined;
  page: number;
  search: URLSearchParams;
  outbox: ReturnType<typeof useOutbox>;
  resending: number | undefined;
  onResend: (message: OutboxMessage) => void;
}) {
  if (outbox.isPending) return <p className="console-status">Loading e-mails…</p>;
  if (outbox.isError) {
    return <LoadProblem what="The e-mails" error={outbox.error} retry={() => void outbox.refetch()} />;
  }
  const { data, total } = outbox.data;
  const which = status ? `${STATUS_WORDS[status]} e-mails` : 'All e-mails';
  if (data.length === 0) {
    const empty = total === 0 ? `${which}: none.` : `There is no page ${page}; ${which.toLowerCase()} fill fewer pages.`;
    return <p className="console-status">{empty}</p>;
  }
  const pages = Math.ceil(total / OUTBOX_PAGE_SIZE);
  return (
    <>
      <OutboxTable
        caption={`${which}, newest first: ${total} in all, page ${page} of ${pages}`}
        messages={data}
        resending={resending}
        onResend={onResend}
      />
      <Pager page={page} pages={pages} search={search} label="E-mail pages" />
    </>
  );
}
