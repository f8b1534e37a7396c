import { useId, type ReactNode } from 'react';
import './table-region.css';

/**
 * A table that scrolls sideways inside its own labelled, focusable region, so a 360 px screen never scrolls the page
 * and a keyboard can scroll it too. `caption` is the table's caption and the region's name.
 */
export function TableRegion({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  const captionId = useId();
  return (
    <div className="console-table-scroll console-table-region" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="console-table">
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
