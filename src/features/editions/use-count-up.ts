import { useEffect, useRef, useState, type RefObject } from 'react';

const DURATION_MS = 1600;

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Counts from 0 up to `target` once the element scrolls into view (ease-out); shows the target at
 * once when the visitor prefers reduced motion or the browser cannot tell visibility.
 */
export function useCountUp(target: number): [number, RefObject<HTMLElement | null>] {
  const ref = useRef<HTMLElement>(null);
  const [value, setValue] = useState(() => (reducedMotion() || typeof IntersectionObserver === 'undefined' ? target : 0));

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion() || typeof IntersectionObserver === 'undefined') {
      setValue(target);
      return;
    }
    let frame = 0;
    const run = () => {
      const start = performance.now();
      const step = (time: number) => {
        const t = Math.min(1, (time - start) / DURATION_MS);
        setValue(Math.round(target * (1 - (1 - t) ** 3)));
        if (t < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target]);

  return [value, ref];
}
