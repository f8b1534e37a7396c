import { cairoMoment, cairoTime } from '../../lib/event/format-date';

/** 'Tuesday 24 November 2026 at 10:42 AM (Cairo time)': when a draft was saved or until when it is kept. */
export const draftMoment = (iso: string) => `${cairoMoment(iso)} (Cairo time)`;

/** 'Saved at 10:42 AM': the quiet status line under the form. */
export const savedAt = (iso: string) => `Saved at ${cairoTime(iso)}`;

/** 'a.png and b.png', 'a.png, b.png and c.png'. */
export function listWords(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
