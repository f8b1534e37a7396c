import type { ReactNode } from 'react';
import { PendingFact } from './pending-fact';

/** Terms and their values; a value not known yet (settings loading) holds its place. */
interface Detail {
  term: string;
  value: ReactNode | undefined;
}

export function EventDetails({ details, className = 'event-details' }: { details: Detail[]; className?: string }) {
  return (
    <dl className={className}>
      {details.map(({ term, value }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value ?? <PendingFact />}</dd>
        </div>
      ))}
    </dl>
  );
}
