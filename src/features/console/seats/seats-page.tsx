import { useOrganiser } from '../session/use-organiser';
import { useSlots } from './seats-api';
import { SlotCard } from './slot-card';
import './seats.css';

/** The bootcamp's slots: capacity, confirmed seats, seats left and who holds them; only admins change a capacity. */
export function SeatsPage() {
  const { role } = useOrganiser();
  const slots = useSlots();
  return (
    <div className="seats-page">
      <h1>Seats</h1>
      <p className="seats-intro">
        Bootcamp applicants choose a slot when they confirm their seat; a full slot takes no more confirmations.
        {role === 'admin' ? ' A capacity cannot go below the seats already confirmed.' : ''}
      </p>
      {slots.isPending ? <p className="seats-note">Loading the slots…</p> : null}
      {slots.error ? (
        <p className="console-problem" role="alert">
          The slots could not be loaded: {slots.error.message}
        </p>
      ) : null}
      {slots.data?.length === 0 ? <p className="seats-note">There are no slots yet.</p> : null}
      <div className="slot-cards">
        {slots.data?.map((slot) => (
          <SlotCard key={slot.id} slot={slot} editable={role === 'admin'} />
        ))}
      </div>
    </div>
  );
}
