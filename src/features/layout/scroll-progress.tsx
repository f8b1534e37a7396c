/** A thin bar across the top showing how much of the page has been scrolled (decorative). */
export function ScrollProgress({ progress }: { progress: number }) {
  return (
    <div className="scroll-progress" aria-hidden="true" data-testid="scroll-progress">
      {/* Nothing inline at the top: a page drawn on the server may not carry style attributes (the CSP forbids them). */}
      <div className="scroll-progress-bar" style={progress > 0 ? { transform: `scaleX(${progress})` } : undefined} />
    </div>
  );
}
