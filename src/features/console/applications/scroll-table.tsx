import { useId, type ReactNode } from 'react';

/** A wide table scrolls in its own region, named by the table's caption and reachable by keyboard. */
export function ScrollTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <div className="console-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="console-table">
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
