/** A thin bar across the top showing how much of the page has been scrolled (decorative). */
export function ScrollProgress({ progress }: { progress: number }) {
  return (
    <div className="scroll-progress" aria-hidden="true" data-testid="scroll-progress">
      <div className="scroll-progress-bar" style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
