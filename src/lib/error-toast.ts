/** Shows one error toast; the page's toast host provides it once its library has loaded. */
export type RaiseToast = (message: string) => void;

/** The most toasts on screen at once (specification section 9); as many wait for the host. */
export const TOAST_LIMIT = 20;

// Toasts the page raises before its host has loaded (it loads after the first paint) wait; no more than the host would show.
const waiting: string[] = [];
let raise: RaiseToast | undefined;

/** Raises an error toast now, or as soon as the page's toast host is there; toasts keep their order. */
export function raiseErrorToast(message: string): void {
  if (raise) return raise(message);
  waiting.push(message);
  if (waiting.length > TOAST_LIMIT) waiting.shift();
}

/** Called by the toast host: it shows what waited and every toast after. Returns the function that stops it. */
export function provideErrorToasts(raiser: RaiseToast): () => void {
  raise = raiser;
  for (const message of waiting.splice(0)) raiser(message);
  return () => {
    if (raise === raiser) raise = undefined;
  };
}
