/** An Arabic counted noun: "حرف واحد", "حرفين", "3 أحرف", "11 حرفًا", "100 حرف" (dual in its genitive/accusative form). */
export interface ArabicNoun {
  one: string;
  two: string;
  /** 3 to 10: the plural. */
  few: string;
  /** 11 to 99: the singular, accusative. */
  many: string;
  /** 0, 100 and up: the singular. */
  other: string;
}

// Made on first use: creating it loads Arabic plural data, which English pages and a form's first draw never need.
let rules: Intl.PluralRules | undefined;

/** A count and its noun, agreeing as Arabic grammar wants; digits stay Western, as the answers are typed. */
export function arabicCount(count: number, noun: ArabicNoun): string {
  const category = (rules ??= new Intl.PluralRules('ar')).select(count);
  if (category === 'one') return noun.one;
  if (category === 'two') return noun.two;
  if (category === 'few') return `${count} ${noun.few}`;
  if (category === 'many') return `${count} ${noun.many}`;
  return `${count} ${noun.other}`;
}

export const CHARACTERS: ArabicNoun = { one: 'حرف واحد', two: 'حرفين', few: 'أحرف', many: 'حرفًا', other: 'حرف' };
export const DIGITS: ArabicNoun = { one: 'رقم واحد', two: 'رقمين', few: 'أرقام', many: 'رقمًا', other: 'رقم' };
export const ITEMS: ArabicNoun = { one: 'عنصر واحد', two: 'عنصرين', few: 'عناصر', many: 'عنصرًا', other: 'عنصر' };
export const WORDS: ArabicNoun = { one: 'كلمة واحدة', two: 'كلمتين', few: 'كلمات', many: 'كلمةً', other: 'كلمة' };
export const FILES: ArabicNoun = { one: 'ملف واحد', two: 'ملفين', few: 'ملفات', many: 'ملفًا', other: 'ملف' };
export const MEMBERS: ArabicNoun = { one: 'عضو واحد', two: 'عضوين', few: 'أعضاء', many: 'عضوًا', other: 'عضو' };
