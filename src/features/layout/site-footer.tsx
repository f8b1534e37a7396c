import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/translate';
import { Logo } from './logo';
import { ContactLink } from './contact-link';
import { EDITION_YEARS, HACKATHON_URL, PAGE_LINKS } from './site-links';
import { SocialLinks } from './social-links';
import { useNumbers } from './use-numbers';
import './footer.css';

export function SiteFooter() {
  const t = useT();
  const { year: yearText } = useNumbers();
  return (
    <footer className="site-footer">
      <section className="footer-banner" aria-labelledby="footer-banner-title">
        <div>
          <h2 id="footer-banner-title">{t('footer.banner.title')}</h2>
          <p>{t('footer.banner.text')}</p>
        </div>
        <a className="button-accent" href={HACKATHON_URL} target="_blank" rel="noreferrer">
          {t('footer.banner.action')}
          <span className="visually-hidden">{t('common.newTab')}</span>
        </a>
      </section>
      <div className="footer-columns">
        <section className="footer-about" aria-label={t('footer.about.label')}>
          <Logo />
          <p>{t('footer.about.text')}</p>
          <SocialLinks />
        </section>
        <nav aria-labelledby="footer-editions-title">
          <h2 id="footer-editions-title" className="footer-title">
            {t('footer.editions')}
          </h2>
          <ul className="footer-years">
            {EDITION_YEARS.map((year) => (
              <li key={year}>
                <Link to={`/${year}`}>{yearText(year)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-pages-title">
          <h2 id="footer-pages-title" className="footer-title">
            {t('footer.pages')}
          </h2>
          <ul className="footer-list">
            {PAGE_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{t(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="footer-title">
            {t('footer.contact')}
          </h2>
          <p>
            <ContactLink className="footer-contact" />
          </p>
        </section>
      </div>
      <p className="footer-legal">{t('footer.legal')}</p>
    </footer>
  );
}
