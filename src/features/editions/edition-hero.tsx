import { useT } from '../../lib/i18n/translate';
import { usePageTitle } from '../layout/use-page-title';
import { useNumbers } from '../layout/use-numbers';
import heroArt from './art/edition-hero.svg?no-inline';

export function EditionHero({ year, backgroundImage }: { year: number; backgroundImage?: string }) {
  const t = useT();
  const yearText = useNumbers().year(year);
  usePageTitle(t('edition.documentTitle', { year: yearText }));
  return (
    <section
      className="edition-hero"
      aria-labelledby="edition-title"
      style={{ backgroundImage: `linear-gradient(rgb(11 16 38 / 55%), rgb(11 16 38 / 85%)), url("${backgroundImage ?? heroArt}")` }}
    >
      <div className="container">
        <p className="eyebrow">{t('edition.eyebrow')}</p>
        <h1 id="edition-title">
          {t('site.productName')} <span className="edition-year">{yearText}</span>
        </h1>
      </div>
    </section>
  );
}
