export const badgeId = (controlId: string) => `${controlId}-badge`;

/** A note beside a control, e.g. "Suggested: Intro to Python"; controls list its id in aria-describedby. */
export function Badge({ controlId, text }: { controlId: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <span id={badgeId(controlId)} className="widget-badge">
      {text}
    </span>
  );
}
