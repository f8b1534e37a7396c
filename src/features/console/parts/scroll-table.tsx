import { useId, type ReactNode } from 'react';

interface ScrollTableProps {
  /** The table's caption and the region's name. */
  caption: ReactNode;
  /** For tables under a heading that already says what they hold: the caption is for screen readers only. */
  captionHidden?: boolean;
  children: ReactNode;
}

/**
 * A table that scrolls sideways inside its own labelled, focusable region, so a 360 px screen never
 * scrolls the page and a keyboard can scroll it too.
 */
export function ScrollTable({ caption, captionHidden = false, children }: ScrollTableProps) {
  const captionId = useId();
  return (
    <div className="console-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="console-table">
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
