import { cairoDateTime } from '../assistants/cairo-dates';

/** 'Tuesday 16 September 2025 at 11:59 PM (Cairo time)', as the site words it: a refusal never shows a raw ISO date. */
export const refusalMoment = (iso: string) => `${cairoDateTime(iso)} (Cairo time)`;
