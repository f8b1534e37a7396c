import { useId } from 'react';
import { useConsoleWords } from '../i18n/use-console-words';
import { CapacityForm } from './capacity-form';
import { SeatHolders } from './seat-holders';
import type { Slot } from './seats-api';

/** One slot: its capacity (editable by admins), the seats confirmed and left, and who holds them. */
export function SlotCard({ slot, editable }: { slot: Slot; editable: boolean }) {
  const headingId = useId();
  const { t, number } = useConsoleWords();
  const left = Math.max(0, slot.capacity - slot.confirmed);
  return (
    <section className="slot-card" aria-labelledby={headingId}>
      <h2 id={headingId} dir="auto">
        {slot.name}
      </h2>
      <dl className="slot-facts">
        <div>
          <dt>{t('console.slot.capacity')}</dt>
          <dd>{number(slot.capacity)}</dd>
        </div>
        <div>
          <dt>{t('console.status.confirmed')}</dt>
          <dd>{number(slot.confirmed)}</dd>
        </div>
        <div>
          <dt>{t('console.slot.left')}</dt>
          <dd>{left === 0 ? <span className="slot-full">{t('console.slot.full', { zero: number(0) })}</span> : number(left)}</dd>
        </div>
      </dl>
      {editable ? <CapacityForm slot={slot} /> : null}
      <SeatHolders slotId={slot.id} slotName={slot.name} confirmed={slot.confirmed} />
    </section>
  );
}
