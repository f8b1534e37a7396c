import type { Namespace } from '../lib/i18n/catalogues';
import { useWords, type Words } from '../lib/i18n/words';

const FORMS: readonly Namespace[] = ['forms'];

/** A widget's own words (Add, Remove, No results found) in the page's language, and its numbers written its way. */
export function useWidgetWords(): Words {
  return useWords(FORMS);
}
