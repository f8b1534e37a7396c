import { useEffect, useLayoutEffect } from 'react';
import { useT } from '../../../lib/i18n/translate';

/** Names the browser tab after the console page ('Applications — Console'). */
export function usePageTitle(title: string | undefined) {
  const t = useT();
  useEffect(() => {
    if (title) document.title = t('console.frame.tabTitle', { title });
  }, [title, t]);
}

/**
 * The route's title, set before any page's own effects run, so a page that names itself
 * (an applicant's name) wins over the route's general name.
 */
export function RouteTitle({ title }: { title: string }) {
  const t = useT();
  useLayoutEffect(() => {
    document.title = t('console.frame.tabTitle', { title });
  }, [title, t]);
  return null;
}
