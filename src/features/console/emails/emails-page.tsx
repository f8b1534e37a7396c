import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useConsoleWords } from '../i18n/use-console-words';
import { OutboxTable } from './outbox-table';
import { OUTBOX_PAGE_SIZE, OUTBOX_STATUSES, useOutbox, useResend, type OutboxMessage, type OutboxStatus } from './outbox-api';
import { Pager } from './pager';
import { StatusFilter } from './status-filter';
import type { MessageId } from '../../../lib/i18n/translate';

const WHICH: Record<OutboxStatus, MessageId> = {
  queued: 'console.outbox.which.queued',
  sent: 'console.outbox.which.sent',
  failed: 'console.outbox.which.failed',
};
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
  const { t } = useConsoleWords();
  const [result, setResult] = useState<{ tone: 'done' | 'refused'; text: string }>();

  const onResend = (message: OutboxMessage) => {
    setResult(undefined);
    resend.mutate(message, {
      onSuccess: () => setResult({ tone: 'done', text: t('console.outbox.requeued', { subject: message.subject, to: message.to }) }),
      onError: (error) =>
        setResult({
          tone: 'refused',
          text: t('console.outbox.notResent', { subject: message.subject, to: message.to, reason: error.message }),
        }),
    });
  };

  return (
    <div className="emails-page">
      <h1>{t('console.emails.title')}</h1>
      <p>{t('console.outbox.intro')}</p>
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
  const { t, number } = useConsoleWords();
  if (outbox.isPending) return <p className="console-status">{t('console.outbox.loading')}</p>;
  if (outbox.isError) {
    return <LoadProblem what={t('console.outbox.what')} error={outbox.error} retry={() => void outbox.refetch()} />;
  }
  const { data, total } = outbox.data;
  const which = status ? t(WHICH[status]) : t('console.outbox.which.all');
  if (data.length === 0) {
    const empty =
      total === 0
        ? t('console.outbox.none.which', { which })
        : t('console.outbox.noPage', { page: number(page), which: which.toLowerCase() });
    return <p className="console-status">{empty}</p>;
  }
  const pages = Math.ceil(total / OUTBOX_PAGE_SIZE);
  return (
    <>
      <OutboxTable
        caption={t('console.outbox.caption', { which, total: number(total), page: number(page), pages: number(pages) })}
        messages={data}
        resending={resending}
        onResend={onResend}
      />
      <Pager page={page} pages={pages} search={search} label={t('console.outbox.pages')} />
    </>
  );
}
