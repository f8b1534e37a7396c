import { useEffect } from 'react';
import { SHORT_NAME } from './site-links';

/** Names the browser tab after the page ('About · Space Apps Cairo', 'عن الحدث · Space Apps Cairo'), restoring the site name on leaving. */
export function usePageTitle(title: string | undefined) {
  useDocumentTitle(title && `${title} · ${SHORT_NAME}`);
}

/** Sets the tab's whole title (the home page's), restoring the site name on leaving. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    return () => {
      document.title = SHORT_NAME;
    };
  }, [title]);
}
