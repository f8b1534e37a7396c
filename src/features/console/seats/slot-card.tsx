import { useId } from 'react';
import { CapacityForm } from './capacity-form';
import { SeatHolders } from './seat-holders';
import type { Slot } from './seats-api';

/** One slot: its capacity (editable by admins), the seats confirmed and left, and who holds them. */
export function SlotCard({ slot, editable }: { slot: Slot; editable: boolean }) {
  const headingId = useId();
  const left = Math.max(0, slot.capacity - slot.confirmed);
  return (
    <section className="slot-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{slot.name}</h2>
      <dl className="slot-facts">
        <div>
          <dt>Capacity</dt>
          <dd>{slot.capacity}</dd>
        </div>
        <div>
          <dt>Confirmed</dt>
          <dd>{slot.confirmed}</dd>
        </div>
        <div>
          <dt>Seats left</dt>
          <dd>{left === 0 ? <span className="slot-full">0 (full)</span> : left}</dd>
        </div>
      </dl>
      {editable ? <CapacityForm slot={slot} /> : null}
      <SeatHolders slotId={slot.id} slotName={slot.name} confirmed={slot.confirmed} />
    </section>
  );
}
