import { useEffect, useState } from 'react';

export interface ScrollState {
  /** Pixels scrolled from the top. */
  y: number;
  /** How far down the page is read, 0 to 1. */
  progress: number;
}

function read(): ScrollState {
  const y = window.scrollY;
  const room = document.documentElement.scrollHeight - window.innerHeight;
  return { y, progress: room > 0 ? Math.min(1, Math.max(0, y / room)) : 0 };
}

/** The window's scroll position, updated at most once per frame. */
export function useScroll(): ScrollState {
  const [state, setState] = useState<ScrollState>({ y: 0, progress: 0 });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setState(read()));
    };
    setState(read());
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return state;
}
