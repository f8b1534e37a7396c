import { Link } from 'react-router-dom';
import { translate, useT } from '../../lib/i18n/translate';
import { usePageTitle } from '../layout/use-page-title';
import lostInSpace from './lost-in-space.svg';
import './not-found-page.css';

/** The specification's wording, in English (the site's English words ship with the entry). */
export const NOT_FOUND_MESSAGE = translate('en', 'notFound.message');

/** Any unknown path, edition year or form id. */
export function NotFoundPage() {
  const t = useT();
  usePageTitle(t('notFound.title'));
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <img src={lostInSpace} alt={t('notFound.image')} width="400" height="300" />
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className="not-found-message">{t('notFound.message')}</p>
      <Link className="button-accent" to="/">
        {t('notFound.back')}
      </Link>
    </section>
  );
}
