import { Link } from 'react-router-dom';
import { T, useT } from '../../lib/i18n/translate';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import './content.css';

export function AboutPage() {
  const t = useT();
  const product = t('site.productName');
  return (
    <>
      <BreadcrumbBanner title={t('about.title')} />
      <div className="content">
        <h2>{t('about.what.title', { product })}</h2>
        <p>{t('about.what.text', { product })}</p>
        <p>{t('about.since')}</p>
        <h2>{t('about.who.title')}</h2>
        <p>{t('about.who.text')}</p>
        <h2>{t('about.how.title')}</h2>
        <ul>
          <li>
            <T id="about.how.bootcamp" components={{ 0: <strong />, 1: <Link to="/#bootcamp-section" /> }} />
          </li>
          <li>
            <T id="about.how.registration" components={{ 0: <strong />, 1: <Link to="/register" /> }} />
          </li>
          <li>
            <T id="about.how.hackathon" components={{ 0: <strong /> }} />
          </li>
        </ul>
        <h2>{t('about.questions.title')}</h2>
        <p>
          <T id="about.questions.text" components={{ 0: <Link to="/faq" />, 1: <Link to="/contact" /> }} />
        </p>
      </div>
    </>
  );
}
