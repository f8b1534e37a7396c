import { useEffect } from 'react';
import { SHORT_NAME } from './site-links';

/** Names the browser tab after the page ('About · Space Apps Cairo'), restoring the site name on leaving. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · ${SHORT_NAME}`;
    return () => {
      document.title = SHORT_NAME;
    };
  }, [title]);
}
