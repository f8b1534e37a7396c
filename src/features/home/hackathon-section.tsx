import { useLanguage } from '../../lib/i18n/language-context';
import { useT } from '../../lib/i18n/translate';
import type { EventSettings } from '../registration-windows/event-settings';
import { CountdownRings } from '../registration-windows/countdown-rings';
import { cairoDateTime } from '../../lib/event/format-date';
import { EventDetails } from './event-details';
import { eventDates, standalone } from '../../lib/event/event-facts';
import { EVENT_WORDS, venueIn } from '../../lib/event/event-words';
import { RegistrationCalls } from './registration-calls';

/** The hackathon's dates, the countdown to its start and the team registration. */
export function HackathonSection({ settings }: { settings: EventSettings | undefined }) {
  const t = useT();
  const language = useLanguage();
  const dates = settings && eventDates(settings, language);
  const details = [
    { term: t('home.detail.dates'), value: dates?.hackathonDays },
    { term: t('home.detail.start'), value: dates?.hackathonStart },
    { term: t('home.detail.venue'), value: settings && standalone(venueIn(settings.venue.hackathon, language)) },
    { term: t('home.detail.teams'), value: EVENT_WORDS[language].teamSize },
    {
      term: t('home.detail.registrationDeadline'),
      value: settings && cairoDateTime(new Date(settings.hackathon.closedHackathonDate), language),
    },
  ];
  return (
    <section className="section home-hackathon" aria-labelledby="hackathon-title">
      <div className="container">
        <p className="eyebrow">{t('home.hackathon.eyebrow')}</p>
        <h2 id="hackathon-title" className="section-title">
          {t('home.hackathon.title')}
        </h2>
        <CountdownRings target={settings && new Date(settings.countdownTarget)} label={t('home.hackathon.timer')} />
        <EventDetails details={details} className="event-details event-details-row" />
        {settings ? <RegistrationCalls settings={settings} kinds={['hackathon', 'bootcamp']} /> : null}
      </div>
    </section>
  );
}
