import type { EventSettings } from '../registration-windows/event-settings';
import { cairoDateTime } from '../../lib/event/format-date';
import { EventDetails } from './event-details';
import { BOOTCAMP_BENEFITS, eventDates, standalone } from '../../lib/event/event-facts';
import { RegistrationCalls } from './registration-calls';

/** The target of the header's Bootcamp link (/#bootcamp-section). */
export function BootcampSection({ settings }: { settings: EventSettings | undefined }) {
  const dates = settings && eventDates(settings);
  const details = [
    { term: 'Date', value: dates?.bootcampDay },
    { term: 'Time', value: dates?.bootcampHours },
    { term: 'Venue', value: settings && standalone(settings.venue.bootcamp) },
    { term: 'Application deadline', value: settings && cairoDateTime(new Date(settings.bootcamp.closedBootcampDate)) },
  ];
  return (
    <section id="bootcamp-section" className="section home-bootcamp" aria-labelledby="bootcamp-title" tabIndex={-1}>
      <div className="container home-bootcamp-grid">
        <div>
          <p className="eyebrow">Before the hackathon</p>
          <h2 id="bootcamp-title" className="section-title">
            The bootcamp
          </h2>
          <p>
            A one-day event that gets you ready for the hackathon. Seats in the workshops are limited and need a reservation in the
            application form.
          </p>
          <EventDetails details={details} />
          {settings ? <RegistrationCalls settings={settings} kinds={['bootcamp']} /> : null}
        </div>
        <div className="home-benefits">
          <h3>What you get</h3>
          <ul>
            {BOOTCAMP_BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
