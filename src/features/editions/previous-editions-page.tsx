import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/translate';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { EDITION_YEARS } from '../layout/site-links';
import { useNumbers } from '../layout/use-numbers';
import './editions.css';

/** /previosEdition (the navigation's spelling): every past edition. */
export function PreviousEditionsPage() {
  const t = useT();
  const { year: yearText } = useNumbers();
  return (
    <>
      <BreadcrumbBanner title={t('editions.title')} />
      <div className="container section">
        <p className="editions-intro">{t('editions.intro')}</p>
        <ul className="editions-grid">
          {EDITION_YEARS.map((year) => (
            <li key={year}>
              <Link className="edition-card" to={`/${year}`}>
                <span className="edition-card-year">{yearText(year)}</span>
                <span>{t('editions.card')}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
