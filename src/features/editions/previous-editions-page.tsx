import { Link } from 'react-router-dom';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { EDITION_YEARS } from '../layout/site-links';
import './editions.css';

/** /previosEdition (the navigation's spelling): every past edition. */
export function PreviousEditionsPage() {
  return (
    <>
      <BreadcrumbBanner title="Previous Editions" />
      <div className="container section">
        <p className="editions-intro">The Cairo edition has been held every year since 2015. Choose a year to see its highlights.</p>
        <ul className="editions-grid">
          {EDITION_YEARS.map((year) => (
            <li key={year}>
              <Link className="edition-card" to={`/${year}`}>
                <span className="edition-card-year">{year}</span>
                <span>Edition highlights</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
