import { Link } from 'react-router-dom';
import { FIRST_EDITION_YEAR } from './edition-years';

/** Links to the editions before and after this one, and to the list. */
export function EditionNav({ year, latest }: { year: number; latest: number }) {
  return (
    <nav className="container edition-nav" aria-label="Other editions">
      {year > FIRST_EDITION_YEAR ? (
        <Link className="button-ghost" to={`/${year - 1}`}>
          ← {year - 1} edition
        </Link>
      ) : (
        <span />
      )}
      <Link to="/previosEdition">All editions</Link>
      {year < latest ? (
        <Link className="button-ghost" to={`/${year + 1}`}>
          {year + 1} edition →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
