/** Code downloaded on first need: what arrived, and a download shared by every caller until it settles. */
export interface LoadedOnce<T> {
  /** Starts or joins the download; a failed one is tried again by the next call. */
  load: () => Promise<T>;
  /** What arrived, once it has. */
  loaded: () => T | undefined;
}

export function loadOnce<T>(download: () => Promise<T>): LoadedOnce<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= download().then(
        (value) => (loaded = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => loaded,
  };
}
