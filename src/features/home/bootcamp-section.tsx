import type { EventSettings } from '../registration-windows/event-settings';
import { cairoDateTime } from '../registration-windows/format-date';
import { BOOTCAMP_FACTS } from './event-facts';
import { RegistrationCalls } from './registration-calls';

/** The target of the header's Bootcamp link (/#bootcamp-section). */
export function BootcampSection({ settings }: { settings: EventSettings }) {
  const details = [
    { term: 'Date', value: BOOTCAMP_FACTS.date },
    { term: 'Time', value: BOOTCAMP_FACTS.time },
    { term: 'Venue', value: BOOTCAMP_FACTS.venue },
    { term: 'Application deadline', value: cairoDateTime(new Date(settings.bootcamp.closedBootcampDate)) },
  ];
  return (
    <section id="bootcamp-section" className="section home-bootcamp" aria-labelledby="bootcamp-title" tabIndex={-1}>
      <div className="container home-bootcamp-grid">
        <div>
          <p className="eyebrow">Before the hackathon</p>
          <h2 id="bootcamp-title" className="section-title">
            The bootcamp
          </h2>
          <p>A one-day event that gets you ready for the hackathon. Seats in the workshops are limited and need a reservation in the application form.</p>
          <dl className="event-details">
            {details.map(({ term, value }) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <RegistrationCalls settings={settings} kinds={['bootcamp']} />
        </div>
        <div className="home-benefits">
          <h3>What you get</h3>
          <ul>
            {BOOTCAMP_FACTS.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
