import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a page drawn on the server is being hydrated (and in the server's render), true from then on and in
 * every page the browser draws itself: a form's submit button stays disabled until a press would reach the app,
 * not send the form as a plain page request.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
