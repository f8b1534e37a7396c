/** Where a date stands once the settings arrive: never a shipped date that would then jump to another. */
export function PendingFact() {
  return (
    <span>
      <span aria-hidden="true">…</span>
      <span className="visually-hidden">Loading</span>
    </span>
  );
}
