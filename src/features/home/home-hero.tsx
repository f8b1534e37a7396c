import { Link } from 'react-router-dom';
import { useLanguage } from '../../lib/i18n/language-context';
import { T, useT } from '../../lib/i18n/translate';
import { useNumbers } from '../layout/use-numbers';
import type { EventSettings } from '../registration-windows/event-settings';
import { eventDates } from '../../lib/event/event-facts';
import { venueIn } from '../../lib/event/event-words';
import { PendingFact } from './pending-fact';

export function HomeHero({ settings }: { settings: EventSettings | undefined }) {
  const t = useT();
  const language = useLanguage();
  const { year } = useNumbers();
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-hero-inner container">
        <div className="home-hero-text">
          <p className="eyebrow">
            {settings ? t('home.hero.eyebrow', { edition: year(settings.edition) }) : t('home.hero.eyebrowPending')}
          </p>
          <h1 id="home-title">{t('site.productName')}</h1>
          <p className="home-hero-lead">
            <T
              id="home.hero.lead"
              values={{
                days: settings ? eventDates(settings, language).hackathonDays : <PendingFact />,
                venue: settings ? venueIn(settings.venue.hackathon, language) : <PendingFact />,
              }}
            />
          </p>
          <div className="home-hero-actions">
            <Link className="button-accent" to="/register">
              {t('home.hero.register')}
            </Link>
            <Link className="button-ghost" to="/#bootcamp-section">
              {t('home.hero.bootcamp')}
            </Link>
          </div>
        </div>
        {/* Decorative, so no text; a file rather than inline markup: the home page's JavaScript stays within its budget. */}
        <img className="hero-art" src="/hero-art.svg" alt="" width="480" height="420" />
      </div>
    </section>
  );
}
