import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/translate';
import { useNumbers } from '../layout/use-numbers';
import { FIRST_EDITION_YEAR } from './edition-years';

/** Links to the editions before and after this one, and to the list (the messages point their arrows the language's way). */
export function EditionNav({ year, latest }: { year: number; latest: number }) {
  const t = useT();
  const { year: yearText } = useNumbers();
  return (
    <nav className="container edition-nav" aria-label={t('edition.nav.label')}>
      {year > FIRST_EDITION_YEAR ? (
        <Link className="button-ghost" to={`/${year - 1}`}>
          {t('edition.nav.previous', { year: yearText(year - 1) })}
        </Link>
      ) : (
        <span />
      )}
      <Link to="/previosEdition">{t('edition.nav.all')}</Link>
      {year < latest ? (
        <Link className="button-ghost" to={`/${year + 1}`}>
          {t('edition.nav.next', { year: yearText(year + 1) })}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
