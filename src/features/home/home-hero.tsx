import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../layout/site-links';
import type { EventSettings } from '../registration-windows/event-settings';
import { eventDates } from '../../lib/event/event-facts';
import { HeroArt } from './hero-art';
import { PendingFact } from './pending-fact';

export function HomeHero({ settings }: { settings: EventSettings | undefined }) {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-hero-inner container">
        <div className="home-hero-text">
          <p className="eyebrow">{settings ? `${settings.edition} edition · Cairo` : 'Cairo'}</p>
          <h1 id="home-title">{PRODUCT_NAME}</h1>
          <p className="home-hero-lead">
            Two days to build solutions to real challenges with open space and Earth data, with mentors beside you. The hackathon runs on{' '}
            {settings ? eventDates(settings).hackathonDays : <PendingFact />} in {settings ? settings.venue.hackathon : <PendingFact />}.
          </p>
          <div className="home-hero-actions">
            <Link className="button-accent" to="/register">
              Register your team
            </Link>
            <Link className="button-ghost" to="/#bootcamp-section">
              Join the bootcamp
            </Link>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
