import { PRODUCT_NAME } from '../layout/site-links';
import { usePageTitle } from '../layout/use-page-title';
import heroArt from './art/edition-hero.svg?no-inline';

export function EditionHero({ year, backgroundImage }: { year: number; backgroundImage?: string }) {
  usePageTitle(`${year} edition`);
  return (
    <section
      className="edition-hero"
      aria-labelledby="edition-title"
      style={{ backgroundImage: `linear-gradient(rgb(11 16 38 / 55%), rgb(11 16 38 / 85%)), url("${backgroundImage ?? heroArt}")` }}
    >
      <div className="container">
        <p className="eyebrow">Previous edition</p>
        <h1 id="edition-title">
          {PRODUCT_NAME} <span className="edition-year">{year}</span>
        </h1>
      </div>
    </section>
  );
}
