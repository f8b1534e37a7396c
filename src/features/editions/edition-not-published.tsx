import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/translate';
import { useNumbers } from '../layout/use-numbers';
import { EditionHero } from './edition-hero';
import './editions.css';

/** A valid year whose content is not on the site (the current edition, for one). */
export function EditionNotPublished({ year }: { year: number }) {
  const t = useT();
  const yearText = useNumbers().year(year);
  return (
    <>
      <EditionHero year={year} />
      <section className="section" aria-labelledby="not-published-title">
        <div className="container edition-not-published">
          <h2 id="not-published-title" className="section-title">
            {t('edition.notPublished.title')}
          </h2>
          <p>{t('edition.notPublished.text', { year: yearText })}</p>
          <div className="edition-actions">
            <Link className="button-accent" to="/">
              {t('edition.notPublished.current')}
            </Link>
            <Link className="button-ghost" to="/previosEdition">
              {t('edition.notPublished.previous')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
