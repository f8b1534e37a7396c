import { useEffect } from 'react';

/** Prefixes the document title with 'Error: ' while errors are shown, as screen reader users hear the title first. */
export function useErrorTitle(hasErrors: boolean, word = 'Error:') {
  useEffect(() => {
    const PREFIX = `${word} `;
    if (!hasErrors || document.title.startsWith(PREFIX)) return;
    document.title = PREFIX + document.title;
    return () => {
      if (document.title.startsWith(PREFIX)) document.title = document.title.slice(PREFIX.length);
    };
  }, [hasErrors, word]);
}
