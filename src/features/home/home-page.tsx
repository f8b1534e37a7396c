import { useT } from '../../lib/i18n/translate';
import { useDocumentTitle } from '../layout/use-page-title';
import { useEventSettings } from '../registration-windows/use-event-settings';
import { AboutSection } from './about-section';
import { BootcampSection } from './bootcamp-section';
import { EditionsTeaser } from './editions-teaser';
import { HackathonSection } from './hackathon-section';
import { HomeHero } from './home-hero';
import './home.css';

export function HomePage() {
  useDocumentTitle(useT()('home.documentTitle'));
  // Undefined while the settings load: the sections hold a place for their dates rather than show last edition's.
  const { settings } = useEventSettings();
  return (
    <>
      <HomeHero settings={settings} />
      <AboutSection />
      <HackathonSection settings={settings} />
      <BootcampSection settings={settings} />
      <EditionsTeaser />
    </>
  );
}
