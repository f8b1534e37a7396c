import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useT } from '../../lib/i18n/translate';
import { EditionsDropdown } from './editions-dropdown';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { ScrollProgress } from './scroll-progress';
import { useEventFacts } from '../registration-windows/use-event-settings';
import { challengesUrl } from './site-links';
import { useScroll } from './use-scroll';

/** The header becomes sticky once the page has scrolled past this many pixels. */
export const STICKY_AFTER_PX = 20;

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link nav-link-active' : 'nav-link');

export function SiteHeader() {
  const t = useT();
  const { y, progress } = useScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const { edition } = useEventFacts();

  // A new page closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  const close = () => setMenuOpen(false);
  return (
    <header className="site-header" data-sticky={y > STICKY_AFTER_PX}>
      <ScrollProgress progress={progress} />
      <div className="site-header-inner">
        <Logo />
        {/* Outside the menu: on a phone the other language is one tap away, menu open or not. */}
        <LanguageSwitch />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span>{t('header.menu')}</span>
        </button>
        <nav id={menuId} className="site-nav" aria-label={t('header.nav')} data-open={menuOpen}>
          <ul className="site-nav-list">
            <li>
              <NavLink to="/" end className={navClass} onClick={close}>
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/about" className={navClass} onClick={close}>
                {t('nav.about')}
              </NavLink>
            </li>
            <li>
              <a className="nav-link" href={challengesUrl(edition)} target="_blank" rel="noreferrer">
                {t('nav.challenges')}
                <span className="visually-hidden">{t('common.newTab')}</span>
              </a>
            </li>
            <li>
              <NavLink to="/#bootcamp-section" className="nav-link" onClick={close}>
                {t('nav.bootcamp')}
              </NavLink>
            </li>
            <li>
              <EditionsDropdown onChoose={close} />
            </li>
            <li>
              <NavLink to="/news" className={navClass} onClick={close}>
                {t('nav.news')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/faq" className={navClass} onClick={close}>
                {t('nav.faq')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
