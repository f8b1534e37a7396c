import { Link } from 'react-router-dom';
import { usePageTitle } from '../layout/use-page-title';
import lostInSpace from './lost-in-space.svg';
import './not-found-page.css';

export const NOT_FOUND_MESSAGE =
  'Oh no, the page you looking for is currently unavailable try another time or ask us in a massage on our platforms Thank You';

/** Any unknown path, edition year or form id. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <img src={lostInSpace} alt="A satellite drifting away from its orbit, with the number 404" width="400" height="300" />
      <h1 id="not-found-title">Page not found</h1>
      <p className="not-found-message">{NOT_FOUND_MESSAGE}</p>
      <Link className="button-accent" to="/">
        Back to the home page
      </Link>
    </section>
  );
}
