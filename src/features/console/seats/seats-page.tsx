import { useT } from '../../../lib/i18n/translate';
import { useOrganiser } from '../session/use-organiser';
import { useSlots } from './seats-api';
import { SlotCard } from './slot-card';
import './seats.css';

/** The bootcamp's slots: capacity, confirmed seats, seats left and who holds them; only admins change a capacity. */
export function SeatsPage() {
  const { role } = useOrganiser();
  const slots = useSlots();
  const t = useT();
  return (
    <div className="seats-page">
      <h1>{t('console.nav.seats')}</h1>
      <p className="seats-intro">
        {t('console.seats.intro')}
        {role === 'admin' ? ` ${t('console.seats.introAdmin')}` : ''}
      </p>
      {slots.isPending ? <p className="seats-note">{t('console.seats.loading')}</p> : null}
      {slots.error ? (
        <p className="console-problem" role="alert">
          {t('console.loadProblem', { what: t('console.seats.slots'), reason: slots.error.message })}
        </p>
      ) : null}
      {slots.data?.length === 0 ? <p className="seats-note">{t('console.seats.none')}</p> : null}
      <div className="slot-cards">
        {slots.data?.map((slot) => (
          <SlotCard key={slot.id} slot={slot} editable={role === 'admin'} />
        ))}
      </div>
    </div>
  );
}
