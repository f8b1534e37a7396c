import { cairoDay, cairoTime } from '../assistants/cairo-dates';
import { LOCALES, type Language } from '../../src/lib/i18n/languages';

const arabicMoment = new Intl.DateTimeFormat(LOCALES.ar, {
  timeZone: 'Africa/Cairo',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * A deadline as the reader's language writes it, Cairo time: "Tuesday 30 September 2025, 11:59 pm";
 * in Arabic as Intl writes it for ar-EG, Arabic-Indic digits included ("الثلاثاء، ٣٠ سبتمبر ٢٠٢٥ في ١١:٥٩ م").
 */
export function mailDeadline(iso: string, language: Language): string {
  if (language === 'ar') return arabicMoment.format(new Date(iso));
  return `${cairoDay(iso)}, ${cairoTime(iso).toLowerCase()}`;
}
