import { formatBytes, traitsOf, type FieldDef, type FieldValue, type Language } from '../../src/engine/index';
import type { Failure } from './error-rules';
import { emailShape, NATIONAL_ID, nationalIdShape, PHONE, phoneShape, typeName, urlShape, type Shape } from './error-shapes';
import { explainInArabic } from './error-templates-ar';
import { DEFAULT_EVENT } from '../../src/lib/event/default-event';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const englishType = (type: string) => (type === 'image/*' ? 'image' : typeName(type));
const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

const fillIn = (label: string) => `${label} is required: fill it in before you continue.`;

/** What to do about a required answer left empty, by what the answer holds. */
const WHEN_EMPTY = {
  choice: (label) => `Choose an answer for ${label}: this question is required.`,
  list: (label) => `Choose at least one option for ${label}: this question is required.`,
  upload: (label) => `Upload a file for ${label}: it is required.`,
  toggle: (label) => `Tick ${label} to continue: it is required.`,
  text: fillIn,
  number: fillIn,
  rows: fillIn,
  none: fillIn,
} satisfies Record<FieldValue, (label: string) => string>;

/** A shape fact in English, as the tail of a sentence ("; you typed 10 digits"). */
function detail(shape: Shape): string {
  switch (shape.kind) {
    case 'countryCode':
      return '; write it without the country code (+20), starting with 0';
    case 'notDigits':
      return '; it can only contain digits';
    case 'spaces':
      return '; remove the spaces';
    case 'lowerCaseLetter':
      return '; write the first letter as a capital';
    case 'noAt':
      return '; yours has no @';
    case 'manyAts':
      return '; yours has more than one @';
    case 'nameMissing':
      return '; the name before the @ is missing';
    case 'noDot':
      return '; the part after the @ needs a dot, like example.com';
    case 'noScheme':
      return '; yours does not start with http:// or https://';
    case 'digits':
      return `; you typed ${plural(shape.count, 'digit')}`;
    case 'characters':
      return `; you typed ${plural(shape.count, 'character')}`;
    case 'startsWith':
      return `; yours starts with ${shape.start}`;
    case 'none':
      return '';
  }
}

/** A phone number's spaces get their own advice: only digits, no dashes either. */
const phoneDetail = (text: string) => {
  const shape = phoneShape(text);
  return shape.kind === 'spaces' ? '; write the digits only, without spaces or dashes' : detail(shape);
};

/** A plain explanation of one failed rule, naming the field and how far the answer is from passing. */
export function explain(
  failure: Failure,
  field: Pick<FieldDef, 'label' | 'type' | 'placeholder' | 'desc'>,
  input: unknown,
  message: string,
  /** The organisers' address from the settings. */
  contact = DEFAULT_EVENT.contactEmail,
  language: Language = 'en',
): string {
  if (language === 'ar') return explainInArabic(failure, field, input, message, contact);
  const label = `"${field.label}"`;
  const text = typeof input === 'string' || typeof input === 'number' ? String(input) : '';
  switch (failure.rule) {
    case 'required':
      return WHEN_EMPTY[traitsOf(field).value](label);
    case 'requiredWhen':
      return `${label} is required because of an earlier answer (${message.trim()}). Fill it in, or change that answer.`;
    case 'phone':
      return `An Egyptian mobile number has ${list(PHONE.lengths.map(String))} digits and starts with ${list([...PHONE.starts])}${phoneDetail(text)}.`;
    case 'nationalId':
      return `An Egyptian national ID has ${NATIONAL_ID.digits} digits and starts with ${NATIONAL_ID.centuries[0]} (born before 2000) or ${NATIONAL_ID.centuries[1]} (born in 2000 or later); a passport number is one capital letter followed by ${list(NATIONAL_ID.passportDigits.map(String))} digits${detail(nationalIdShape(text))}.`;
    case 'email':
      return `An e-mail address looks like name@example.com${detail(emailShape(text))}.`;
    case 'url':
      return `A web address must start with http:// or https:// and be public, so anyone with the link can open it (for example a YouTube video, or a Google Drive file shared with "Anyone with the link")${detail(urlShape(text))}.`;
    case 'date':
      return `Write ${label} as year-month-day, for example 2001-05-23, or pick it from the calendar; the date must exist (no 31 April).`;
    case 'time':
      return `Write ${label} as hours and minutes on a 24-hour clock, for example 14:30.`;
    case 'number':
      return `${label} takes a number written with digits only, for example 2024.`;
    case 'minLength':
      return `${label} needs at least ${plural(failure.limit, 'character')}${failure.actual === undefined ? '' : `; you typed ${failure.actual}`}.`;
    case 'maxLength':
      return `${label} can have at most ${plural(failure.limit, 'character')}${failure.actual === undefined ? '' : `; you typed ${failure.actual}, so remove ${failure.actual - failure.limit}`}.`;
    case 'minDigits':
      return `${label} needs at least ${plural(failure.limit, 'digit')}${failure.actual === undefined ? '' : `; yours has ${failure.actual}`}.`;
    case 'maxDigits':
      return `${label} can have at most ${plural(failure.limit, 'digit')}${failure.actual === undefined ? '' : `; yours has ${failure.actual}`}.`;
    case 'min':
      return `${label} must be ${failure.limit} or more; the number you entered is smaller.`;
    case 'max':
      return `${label} must be ${failure.limit} or less; the number you entered is larger.`;
    case 'minItems':
      return `Choose at least ${plural(failure.limit, 'option')} for ${label}${failure.actual === undefined ? '' : `; you chose ${failure.actual}`}.`;
    case 'maxItems':
      return `Choose at most ${plural(failure.limit, 'option')} for ${label}${failure.actual === undefined ? '' : `; you chose ${failure.actual}`}.`;
    case 'minWords':
      return `${label} needs at least ${plural(failure.limit, 'word')}${failure.actual === undefined ? '' : `; you wrote ${failure.actual}`}.`;
    case 'maxWords':
      return `${label} can have at most ${plural(failure.limit, 'word')}${failure.actual === undefined ? '' : `; you wrote ${failure.actual}`}.`;
    case 'matches':
      return `${label} must be exactly the same as "${failure.other}". Check both for typing mistakes and extra spaces.`;
    case 'unique':
      return `Each member of the team needs their own ${failure.other}: two members have the same one. Check the members' answers.`;
    case 'teamSize':
      return `${label} must list exactly ${plural(failure.limit, 'member')}, as many as you said your team has: add or remove members, or change that answer.`;
    case 'fileType': {
      const accepted = failure.accept.length > 0 ? `${list(failure.accept.map(englishType))} files` : 'other kinds of file';
      return `${label} accepts ${accepted}${failure.actual ? `; yours is ${englishType(failure.actual)}` : ''}. Save or export it in an accepted format and upload it again.`;
    }
    case 'fileSize':
      return `${label} accepts files up to ${failure.limit > 0 ? formatBytes(failure.limit) : 'the size limit'}${failure.actual ? `; yours is ${formatBytes(failure.actual)}` : ''}. Resize or compress it and upload it again.`;
    case 'maxFiles':
      return `${label} takes at most ${plural(failure.limit, 'file')}: remove some before adding more.`;
    case 'pattern': {
      const example = field.placeholder ? ` It should look like ${field.placeholder}.` : '';
      return `${label} does not have the expected format.${example}${field.desc ? ` ${field.desc}` : ''}`;
    }
    case 'captcha':
      return 'Complete the verification before you submit; if it expired, do it again.';
    case 'option':
      return `Choose one of the offered options for ${label}.`;
    case 'duplicate':
      return `An application with this ${field.label.toLowerCase()} was already received for this edition; each one can be used once. If you think this is a mistake, e-mail ${contact}.`;
    case 'unknown':
      return `The form says: "${message.trim()}". Check ${label} against the hint under it; if you are stuck, e-mail ${contact}.`;
  }
}
