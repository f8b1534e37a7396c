import { Link } from 'react-router-dom';
import { EditionHero } from './edition-hero';
import './editions.css';

/** A valid year whose content is not on the site (the current edition, for one). */
export function EditionNotPublished({ year }: { year: number }) {
  return (
    <>
      <EditionHero year={year} />
      <section className="section" aria-labelledby="not-published-title">
        <div className="container edition-not-published">
          <h2 id="not-published-title" className="section-title">
            Not published yet
          </h2>
          <p>
            The highlights, figures, winners and photos of the {year} edition are not published yet. Follow our social media accounts for
            updates.
          </p>
          <div className="edition-actions">
            <Link className="button-accent" to="/">
              Current edition
            </Link>
            <Link className="button-ghost" to="/previosEdition">
              Previous editions
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
