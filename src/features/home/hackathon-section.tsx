import type { EventSettings } from '../registration-windows/event-settings';
import { CountdownRings } from '../registration-windows/countdown-rings';
import { cairoDateTime } from '../registration-windows/format-date';
import { HACKATHON_FACTS } from './event-facts';
import { RegistrationCalls } from './registration-calls';

/** The hackathon's dates, the countdown to its start and the team registration. */
export function HackathonSection({ settings }: { settings: EventSettings }) {
  const details = [
    { term: 'Dates', value: HACKATHON_FACTS.date },
    { term: 'Start', value: HACKATHON_FACTS.time },
    { term: 'Venue', value: HACKATHON_FACTS.venue },
    { term: 'Teams', value: HACKATHON_FACTS.teamSize },
    { term: 'Registration deadline', value: cairoDateTime(new Date(settings.hackathon.closedHackathonDate)) },
  ];
  return (
    <section className="section home-hackathon" aria-labelledby="hackathon-title">
      <div className="container">
        <p className="eyebrow">The main event</p>
        <h2 id="hackathon-title" className="section-title">
          The hackathon starts in
        </h2>
        <CountdownRings target={new Date(settings.countdownTarget)} label="Time until the hackathon starts" />
        <dl className="event-details event-details-row">
          {details.map(({ term, value }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <RegistrationCalls settings={settings} kinds={['hackathon', 'bootcamp']} />
      </div>
    </section>
  );
}
