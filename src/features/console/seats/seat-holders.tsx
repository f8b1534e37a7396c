import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useConsoleWords } from '../i18n/use-console-words';
import { formatCairo } from '../settings/cairo-time';
import { useSeatHolders } from './seats-api';

/** Who holds a seat in a slot, loaded when the organiser opens the list. */
export function SeatHolders({ slotId, slotName, confirmed }: { slotId: number; slotName: string; confirmed: number }) {
  const regionId = useId();
  const { t, number, language } = useConsoleWords();
  const [open, setOpen] = useState(false);
  const holders = useSeatHolders(slotId, open);
  return (
    <div className="seat-holders">
      <button type="button" className="seats-disclosure" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
        {t(open ? 'console.seats.hide' : 'console.seats.show', { count: number(confirmed) })}
        <span className="visually-hidden"> {t('console.seats.in', { slot: slotName })}</span>
      </button>
      <div id={regionId} hidden={!open}>
        {open && holders.isPending ? <p className="seats-note">{t('console.loading')}</p> : null}
        {holders.error ? (
          <p className="console-problem" role="alert">
            {t('console.loadProblem', { what: t('console.seats.list'), reason: holders.error.message })}
          </p>
        ) : null}
        {holders.data?.length === 0 ? <p className="seats-note">{t('console.seats.nobody')}</p> : null}
        {holders.data && holders.data.length > 0 ? (
          <ul className="seat-holder-list" aria-label={t('console.seats.holders', { slot: slotName })}>
            {holders.data.map((holder) => (
              <li key={holder.applicationId}>
                <Link to={`/admin/applications/bootcamp/${holder.applicationId}`} dir="auto">
                  {holder.name || t('console.application.unnamed', { number: number(holder.applicationId) })}
                </Link>
                {holder.email ? <bdi className="seat-holder-email">{holder.email}</bdi> : null}
                <span className="seat-holder-time">
                  {t('console.seats.confirmedAt')} <time dateTime={holder.confirmedAt}>{formatCairo(holder.confirmedAt, language)}</time>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
