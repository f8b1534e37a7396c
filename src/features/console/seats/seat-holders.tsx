import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSeatHolders } from './seats-api';

let formatter: Intl.DateTimeFormat | undefined;
const cairoTime = (iso: string) => {
  formatter ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', dateStyle: 'medium', timeStyle: 'short' });
  return formatter.format(new Date(iso));
};

/** Who holds a seat in a slot, loaded when the organiser opens the list. */
export function SeatHolders({ slotId, slotName, confirmed }: { slotId: number; slotName: string; confirmed: number }) {
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const holders = useSeatHolders(slotId, open);
  return (
    <div className="seat-holders">
      <button type="button" className="seats-disclosure" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
        {open ? 'Hide' : 'Show'} who has a seat ({confirmed})<span className="visually-hidden"> in {slotName}</span>
      </button>
      <div id={regionId} hidden={!open}>
        {open && holders.isPending ? <p className="seats-note">Loading…</p> : null}
        {holders.error ? (
          <p className="console-problem" role="alert">
            The list could not be loaded: {holders.error.message}
          </p>
        ) : null}
        {holders.data?.length === 0 ? <p className="seats-note">Nobody has confirmed a seat here yet.</p> : null}
        {holders.data && holders.data.length > 0 ? (
          <ul className="seat-holder-list" aria-label={`Confirmed seats in ${slotName}`}>
            {holders.data.map((holder) => (
              <li key={holder.applicationId}>
                <Link to={`/admin/applications/bootcamp/${holder.applicationId}`}>
                  {holder.name || `Application ${holder.applicationId}`}
                </Link>
                {holder.email ? <span className="seat-holder-email">{holder.email}</span> : null}
                <span className="seat-holder-time">
                  Confirmed <time dateTime={holder.confirmedAt}>{cairoTime(holder.confirmedAt)}</time>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
