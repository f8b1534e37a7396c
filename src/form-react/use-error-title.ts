import { useEffect } from 'react';

const PREFIX = 'Error: ';

/** Prefixes the document title with 'Error: ' while errors are shown, as screen reader users hear the title first. */
export function useErrorTitle(hasErrors: boolean) {
  useEffect(() => {
    if (!hasErrors || document.title.startsWith(PREFIX)) return;
    document.title = PREFIX + document.title;
    return () => {
      if (document.title.startsWith(PREFIX)) document.title = document.title.slice(PREFIX.length);
    };
  }, [hasErrors]);
}
