import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const SMOOTH_HASHES = new Set(['#bootcamp-section']);
const WAIT_FOR_SECTION_MS = 5000;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Every route change starts at the top, except a link to a home section, which scrolls smoothly to it
 * once the lazily loaded page has drawn it and its pending facts (dates from the settings) have arrived.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    if (!SMOOTH_HASHES.has(hash)) {
      window.scrollTo(0, 0);
      return;
    }
    const id = hash.slice(1);
    const started = Date.now();
    let frame = 0;
    const seek = () => {
      const section = document.getElementById(id);
      // Facts still loading above the section would move it after the scroll.
      if (section && !document.querySelector('[data-pending]')) {
        section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        return;
      }
      if (Date.now() - started < WAIT_FOR_SECTION_MS) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key]);

  return null;
}
