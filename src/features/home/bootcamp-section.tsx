import { useLanguage } from '../../lib/i18n/language-context';
import { useT } from '../../lib/i18n/translate';
import type { EventSettings } from '../registration-windows/event-settings';
import { cairoDateTime } from '../../lib/event/format-date';
import { EventDetails } from './event-details';
import { eventDates, standalone } from '../../lib/event/event-facts';
import { EVENT_WORDS, venueIn } from '../../lib/event/event-words';
import { RegistrationCalls } from './registration-calls';

/** The target of the header's Bootcamp link (/#bootcamp-section). */
export function BootcampSection({ settings }: { settings: EventSettings | undefined }) {
  const t = useT();
  const language = useLanguage();
  const dates = settings && eventDates(settings, language);
  const details = [
    { term: t('home.detail.date'), value: dates?.bootcampDay },
    { term: t('home.detail.time'), value: dates?.bootcampHours },
    { term: t('home.detail.venue'), value: settings && standalone(venueIn(settings.venue.bootcamp, language)) },
    {
      term: t('home.detail.applicationDeadline'),
      value: settings && cairoDateTime(new Date(settings.bootcamp.closedBootcampDate), language),
    },
  ];
  return (
    <section id="bootcamp-section" className="section home-bootcamp" aria-labelledby="bootcamp-title" tabIndex={-1}>
      <div className="container home-bootcamp-grid">
        <div>
          <p className="eyebrow">{t('home.bootcamp.eyebrow')}</p>
          <h2 id="bootcamp-title" className="section-title">
            {t('home.bootcamp.title')}
          </h2>
          <p>{t('home.bootcamp.text')}</p>
          <EventDetails details={details} />
          {settings ? <RegistrationCalls settings={settings} kinds={['bootcamp']} /> : null}
        </div>
        <div className="home-benefits">
          <h3>{t('home.bootcamp.benefits')}</h3>
          <ul>
            {EVENT_WORDS[language].benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
