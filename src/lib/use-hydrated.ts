import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a page drawn on the server is being hydrated (and in the server's render), true from then on and in
 * every page the browser draws itself: a drawn form stays inert until what is typed or pressed reaches the app.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
