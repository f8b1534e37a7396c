import { useLanguage } from '../../../lib/i18n/language-context';
import { SOURCE_LANGUAGE, type Language } from '../../../lib/i18n/languages';
import { CAIRO_MOMENT, cachedDateFormat } from '../i18n/formats';

const formats = new Map<Language, Intl.DateTimeFormat>();

/** '10 Sep 2025, 12:00', as Cairo reads it: organisers and applicants share the event's clock. */
export function shortCairoTime(iso: string, language: Language = SOURCE_LANGUAGE): string {
  const format = cachedDateFormat(formats, language, CAIRO_MOMENT);
  return format.format(new Date(iso));
}

/** A moment in a <time> element, machine-readable beside the words. */
export function When({ iso }: { iso: string | null | undefined }) {
  const language = useLanguage();
  if (!iso) return <>-</>;
  return <time dateTime={iso}>{shortCairoTime(iso, language)}</time>;
}
