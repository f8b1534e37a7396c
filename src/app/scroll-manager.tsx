import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusPageHeading, moveFocus, spokenText } from '../features/layout/arrival-focus';
import { useAnnounce } from '../features/layout/route-announcer';
import { useLanguage } from '../lib/i18n/language-context';

const SMOOTH_HASHES = new Set(['#bootcamp-section']);
const WAIT_FOR_SECTION_MS = 5000;
const MAIN_ID = 'main-content';
const LOADING = '.page-status[role="status"]';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The section's name: its heading's text (aria-labelledby), else its own. */
function sectionName(section: HTMLElement): string {
  const heading = document.getElementById(section.getAttribute('aria-labelledby') ?? '');
  return spokenText(heading ?? section);
}

/**
 * Every route change starts at the top, except a link to a home section, which scrolls smoothly to it
 * once the lazily loaded page has drawn it and its pending facts (dates from the settings) have arrived.
 * After a route change (not the first load), focus moves to the page's h1, or to the section, and the
 * layout's live region says its name. A fragment of the same page (the skip link's #main-content) is no route change.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const language = useLanguage();
  const announce = useAnnounce();
  const shown = useRef<{ key: string; pathname: string; language: string }>(undefined);

  useEffect(() => {
    const previous = shown.current;
    shown.current = { key, pathname, language };
    // The same page in the other language: the reader stays where they were, focus on the switch.
    if (previous && previous.pathname === pathname && previous.language !== language) return;
    // StrictMode runs this twice for one location: only a new key is a move.
    const moved = previous !== undefined && previous.key !== key && (previous.pathname !== pathname || SMOOTH_HASHES.has(hash));
    if (!SMOOTH_HASHES.has(hash)) {
      window.scrollTo(0, 0);
      return moved ? focusPageHeading({ mainId: MAIN_ID, loading: LOADING, announce }) : undefined;
    }
    const id = hash.slice(1);
    const before = document.activeElement;
    const started = Date.now();
    let frame = 0;
    const seek = () => {
      const section = document.getElementById(id);
      // Facts still loading above the section would move it after the scroll.
      if (section && !document.querySelector('[data-pending]')) {
        // Focus first: its own scrolling (keep-focus-clear) then gives way to the smooth one.
        if (moved) {
          moveFocus(section, before);
          announce(sectionName(section));
        }
        section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        return;
      }
      if (Date.now() - started < WAIT_FOR_SECTION_MS) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key, language, announce]);

  return null;
}
