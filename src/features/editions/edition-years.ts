export const FIRST_EDITION_YEAR = 2015;

/** A path segment that names an edition: four digits from 2015 up to the current year. */
export function editionYear(segment: string | undefined, currentYear: number): number | undefined {
  if (!segment || !/^\d{4}$/.test(segment)) return undefined;
  const year = Number(segment);
  return year >= FIRST_EDITION_YEAR && year <= currentYear ? year : undefined;
}
