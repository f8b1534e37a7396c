import { useT } from '../../lib/i18n/translate';

/** Where a date stands once the settings arrive: never a shipped date that would then jump to another. */
export function PendingFact() {
  const t = useT();
  return (
    // data-pending: the page is still settling; a link to one of its sections waits (app/scroll-manager.tsx).
    <span data-pending="">
      <span aria-hidden="true">…</span>
      <span className="visually-hidden">{t('common.pending')}</span>
    </span>
  );
}
