import { useEffect, useLayoutEffect } from 'react';

const titled = (title: string) => `${title} — Console`;

/** Names the browser tab after the console page ('Applications — Console'). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = titled(title);
  }, [title]);
}

/**
 * The route's title, set before any page's own effects run, so a page that names itself
 * (an applicant's name) wins over the route's general name.
 */
export function RouteTitle({ title }: { title: string }) {
  useLayoutEffect(() => {
    document.title = titled(title);
  }, [title]);
  return null;
}
