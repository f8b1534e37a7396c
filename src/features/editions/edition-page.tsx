import { EditionGallery } from './edition-gallery';
import { EditionHero } from './edition-hero';
import { EditionHighlights } from './edition-highlights';
import { EditionNav } from './edition-nav';
import type { Edition } from './edition-schema';
import { InsightsGrid } from './insights-grid';
import { WinnersSection } from './winners-section';
import './editions.css';

export const LATEST_EDITION_WITH_DATA = 2024;

export function EditionPage({ edition }: { edition: Edition }) {
  return (
    <>
      <EditionHero year={edition.year} backgroundImage={edition.backgroundImage} />
      <EditionHighlights edition={edition} />
      <InsightsGrid edition={edition} />
      <WinnersSection edition={edition} />
      <EditionGallery edition={edition} />
      <EditionNav year={edition.year} latest={LATEST_EDITION_WITH_DATA} />
    </>
  );
}
