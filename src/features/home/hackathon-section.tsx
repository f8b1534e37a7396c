import type { EventSettings } from '../registration-windows/event-settings';
import { CountdownRings } from '../registration-windows/countdown-rings';
import { cairoDateTime } from '../../lib/event/format-date';
import { EventDetails } from './event-details';
import { eventDates, standalone, TEAM_SIZE } from '../../lib/event/event-facts';
import { RegistrationCalls } from './registration-calls';

/** The hackathon's dates, the countdown to its start and the team registration. */
export function HackathonSection({ settings }: { settings: EventSettings | undefined }) {
  const dates = settings && eventDates(settings);
  const details = [
    { term: 'Dates', value: dates?.hackathonDays },
    { term: 'Start', value: dates?.hackathonStart },
    { term: 'Venue', value: settings && standalone(settings.venue.hackathon) },
    { term: 'Teams', value: TEAM_SIZE },
    { term: 'Registration deadline', value: settings && cairoDateTime(new Date(settings.hackathon.closedHackathonDate)) },
  ];
  return (
    <section className="section home-hackathon" aria-labelledby="hackathon-title">
      <div className="container">
        <p className="eyebrow">The main event</p>
        <h2 id="hackathon-title" className="section-title">
          The hackathon starts in
        </h2>
        <CountdownRings target={settings && new Date(settings.countdownTarget)} label="Time until the hackathon starts" />
        <EventDetails details={details} className="event-details event-details-row" />
        {settings ? <RegistrationCalls settings={settings} kinds={['hackathon', 'bootcamp']} /> : null}
      </div>
    </section>
  );
}
