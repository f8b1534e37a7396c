/** A pattern the product knows the meaning of, so a failure of it can be explained in words, not as "a format". */
export interface KnownPattern {
  pattern: string;
  /** How many characters a valid answer has. */
  lengths: readonly number[];
  /** How a valid answer may start. */
  starts: readonly string[];
}

/** Egyptian mobile numbers (spec 5): 01, then 0, 1, 2 or 5, then 8 digits. The tel type's phone numbers. */
export const EGYPTIAN_MOBILE: KnownPattern = { pattern: '^01[0125]\\d{8}$', lengths: [11], starts: ['010', '011', '012', '015'] };

/** An Egyptian national ID (14 digits, 2 or 3 first for the century of birth) or a passport number (a capital and 7 or 8 digits). */
export const EGYPTIAN_NATIONAL_ID: KnownPattern = { pattern: '^(?:[23]\\d{13}|[A-Z]\\d{7,8})$', lengths: [14, 8, 9], starts: ['2', '3'] };
