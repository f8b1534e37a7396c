import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusPageHeading } from './arrival-focus';
import { useAnnounce } from './route-announcer';

/**
 * For a layout without the site's ScrollManager (the console): after each change of path, not the first
 * load nor a change of query (a filter), focus moves to the page's h1 and the live region says it.
 */
export function RouteArrival({ mainId, loading }: { mainId: string; loading: string }) {
  const { pathname } = useLocation();
  const announce = useAnnounce();
  const shown = useRef<string>(undefined);
  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === undefined || previous === pathname) return;
    return focusPageHeading({ mainId, loading, announce });
  }, [pathname, mainId, loading, announce]);
  return null;
}
