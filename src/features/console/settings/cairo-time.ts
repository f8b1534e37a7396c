import { SOURCE_LANGUAGE, type Language } from '../../../lib/i18n/languages';
import { CAIRO_MOMENT, cachedDateFormat } from '../i18n/formats';

/** Cairo wall-clock time for the console: what a datetime-local input shows, and the instant (ISO with offset) the API stores. */
const ZONE = 'Africa/Cairo';
const HOUR = 3_600_000;

let partsFormat: Intl.DateTimeFormat | undefined;
const shownFormats = new Map<Language, Intl.DateTimeFormat>();

/** The Cairo wall clock at an instant, as the numbers of a date. */
function wallClock(instant: number) {
  partsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  const number = (type: string) => Number(parts[type]);
  return {
    year: number('year'),
    month: number('month'),
    day: number('day'),
    hour: number('hour'),
    minute: number('minute'),
    second: number('second'),
  };
}

/** Cairo's offset from UTC at an instant, in milliseconds (+2 h in winter, +3 h in summer time). */
function offsetAt(instant: number): number {
  const wall = wallClock(instant);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(instant / 1000) * 1000;
}

const two = (value: number) => String(value).padStart(2, '0');

function offsetText(offset: number): string {
  const minutes = Math.abs(offset) / 60_000;
  return `${offset < 0 ? '-' : '+'}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

export type CairoInstant = { ok: true; iso: string } | { ok: false; reason: 'invalid' | 'skipped' };

/**
 * A datetime-local value read as Cairo time, e.g. '2025-01-10T09:00' -> '2025-01-10T09:00:00+02:00'.
 * The offset is Cairo's at that moment (summer time differs); an hour the clocks skip is refused.
 */
export function cairoLocalToIso(local: string): CairoInstant {
  const match = LOCAL.exec(local);
  if (!match) return { ok: false, reason: 'invalid' };
  const part = (index: number) => Number(match[index] ?? 0);
  const [year, month, day, hour, minute, second] = [part(1), part(2), part(3), part(4), part(5), part(6)];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  const real = check.getUTCMonth() === month - 1 && check.getUTCDate() === day && hour <= 23 && minute <= 59 && second <= 59;
  if (!real) return { ok: false, reason: 'invalid' };
  // Cairo is UTC+2 or UTC+3: the offset that reads back the same wall clock is the right one; the summer one first when both do.
  const offset = [3 * HOUR, 2 * HOUR].find((candidate) => offsetAt(wall - candidate) === candidate);
  if (offset === undefined) return { ok: false, reason: 'skipped' };
  const text = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${two(second)}`;
  return { ok: true, iso: `${text}${offsetText(offset)}` };
}

/** An ISO instant as a datetime-local value in Cairo time ('' when it is not a date); seconds only when there are some. */
export function isoToCairoLocal(iso: string | undefined): string {
  const instant = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(instant)) return '';
  const wall = wallClock(instant);
  const minute = `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`;
  return wall.second === 0 ? minute : `${minute}:${two(wall.second)}`;
}

/** An instant as organisers read it, e.g. '10 Sept 2025, 12:00' (Cairo time), in the page's language. */
export function formatCairo(iso: string, language: Language = SOURCE_LANGUAGE): string {
  const shownFormat = cachedDateFormat(shownFormats, language, CAIRO_MOMENT);
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : shownFormat.format(instant);
}
