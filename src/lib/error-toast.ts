/** Shows one error toast; the page's toast host provides it once its library has loaded. */
export type RaiseToast = (message: string) => void;

// Toasts the page raises before its host has loaded (it loads after the first paint) wait; no more than the host would show.
const WAITING_LIMIT = 20;
const waiting: string[] = [];
let raise: RaiseToast | undefined;

/** Raises an error toast now, or as soon as the page's toast host is there; toasts keep their order. */
export function raiseErrorToast(message: string): void {
  if (raise) return raise(message);
  waiting.push(message);
  if (waiting.length > WAITING_LIMIT) waiting.shift();
}

/** Called by the toast host: it shows what waited and every toast after. Returns the function that stops it. */
export function provideErrorToasts(raiser: RaiseToast): () => void {
  raise = raiser;
  for (const message of waiting.splice(0)) raiser(message);
  return () => {
    if (raise === raiser) raise = undefined;
  };
}
