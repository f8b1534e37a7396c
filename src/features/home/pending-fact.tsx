/** Where a date stands once the settings arrive: never a shipped date that would then jump to another. */
export function PendingFact() {
  return (
    // data-pending: the page is still settling; a link to one of its sections waits (app/scroll-manager.tsx).
    <span data-pending="">
      <span aria-hidden="true">…</span>
      <span className="visually-hidden">Loading</span>
    </span>
  );
}
