import { useEffect, useState } from 'react';

export const TYPING_MS_PER_CHARACTER = 20;

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The text as typed so far, one more character every 20 ms (all at once for people who ask for reduced motion). */
export function useTypewriter(text: string): string {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    setShown(reducedMotion() ? text.length : 0);
    if (text === '' || reducedMotion()) return;
    const timer = setInterval(() => {
      setShown((count) => {
        if (count + 1 >= text.length) clearInterval(timer);
        return Math.min(count + 1, text.length);
      });
    }, TYPING_MS_PER_CHARACTER);
    return () => clearInterval(timer);
  }, [text]);
  return text.slice(0, shown);
}
