import { Link } from 'react-router-dom';
import { Logo } from './logo';
import { ContactLink } from './contact-link';
import { EDITION_YEARS, HACKATHON_URL, PAGE_LINKS } from './site-links';
import { SocialLinks } from './social-links';
import './footer.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <section className="footer-banner" aria-labelledby="footer-banner-title">
        <div>
          <h2 id="footer-banner-title">Ready to Hack?</h2>
          <p>Bring your ideas, your team and your curiosity about Earth and space.</p>
        </div>
        <a className="button-accent" href={HACKATHON_URL} target="_blank" rel="noreferrer">
          Explore The Hackathon<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </section>
      <div className="footer-columns">
        <section className="footer-about" aria-label="About the event">
          <Logo />
          <p>
            The Cairo edition of the international space-agency hackathon: a bootcamp to get ready, then two days in which teams of one to
            six build solutions to real challenges using open data.
          </p>
          <SocialLinks />
        </section>
        <nav aria-labelledby="footer-editions-title">
          <h2 id="footer-editions-title" className="footer-title">
            Previous editions
          </h2>
          <ul className="footer-years">
            {EDITION_YEARS.map((year) => (
              <li key={year}>
                <Link to={`/${year}`}>{year}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-pages-title">
          <h2 id="footer-pages-title" className="footer-title">
            Pages
          </h2>
          <ul className="footer-list">
            {PAGE_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="footer-title">
            Contact
          </h2>
          <p>
            <ContactLink className="footer-contact" />
          </p>
        </section>
      </div>
      <p className="footer-legal">Space Apps Cairo · a local edition of the international space apps hackathon.</p>
    </footer>
  );
}
