import { DEFAULT_SETTINGS } from '../registration-windows/event-settings';
import { useEventSettings } from '../registration-windows/use-event-settings';
import { AboutSection } from './about-section';
import { BootcampSection } from './bootcamp-section';
import { EditionsTeaser } from './editions-teaser';
import { HackathonSection } from './hackathon-section';
import { HomeHero } from './home-hero';
import './home.css';

export function HomePage() {
  // The shipped dates draw the page at once; the server's replace them when they arrive.
  const settings = useEventSettings().settings ?? DEFAULT_SETTINGS;
  return (
    <>
      <HomeHero edition={settings.edition} />
      <AboutSection />
      <HackathonSection settings={settings} />
      <BootcampSection settings={settings} />
      <EditionsTeaser />
    </>
  );
}
