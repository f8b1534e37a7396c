import { arabicCount, CHARACTERS, DIGITS, FILES, ITEMS, MEMBERS, WORDS } from './arabic-count';
import { scaledBytes } from './byte-size';
import type { MessageCatalogue } from './message-catalogue';

const UNITS = ['بايت', 'كيلوبايت', 'ميغابايت', 'غيغابايت'] as const;

/**
 * The engine's Arabic messages (Modern Standard Arabic). Numbers keep Western digits: the answers they speak of
 * (phone numbers, national IDs, counts typed in) are checked as Western digits, so the message shows what to type.
 */
export const messagesAr: MessageCatalogue = {
  required: () => 'هذا الحقل مطلوب',
  fileRequired: () => 'الملف مطلوب',
  requiredWhen: ({ label, controller, values }) => `«${label}» مطلوب عندما تكون الإجابة عن «${controller}» ${values.join(' أو ')}`,
  invalid: () => 'قيمة غير صالحة',
  invalidFile: () => 'ملف غير صالح',
  minLength: ({ min }) => `يجب ألا يقل عن ${arabicCount(min, CHARACTERS)}`,
  maxLength: ({ max }) => `يجب ألا يزيد على ${arabicCount(max, CHARACTERS)}`,
  minDigits: ({ min }) => `يجب ألا يقل عن ${arabicCount(min, DIGITS)}`,
  maxDigits: ({ max }) => `يجب ألا يزيد على ${arabicCount(max, DIGITS)}`,
  min: ({ min }) => `يجب ألا تقل القيمة عن ${min}`,
  max: ({ max }) => `يجب ألا تزيد القيمة على ${max}`,
  minItems: ({ min }) => `يجب ألا يقل العدد عن ${arabicCount(min, ITEMS)}`,
  maxItems: ({ max }) => `يجب ألا يزيد العدد على ${arabicCount(max, ITEMS)}`,
  maxFiles: ({ max }) => `يمكنك رفع ${arabicCount(max, FILES)} كحد أقصى.`,
  minWords: ({ min }) => `يجب ألا يقل النص عن ${arabicCount(min, WORDS)}`,
  maxWords: ({ max }) => `يجب ألا يزيد النص على ${arabicCount(max, WORDS)}`,
  pattern: () => 'الصيغة غير صحيحة',
  email: () => 'أدخل بريدًا إلكترونيًا صالحًا',
  url: () => 'أدخل رابطًا صالحًا',
  date: () => 'أدخل التاريخ بالصيغة yyyy-MM-dd (السنة-الشهر-اليوم)',
  time: () => 'أدخل الوقت بالصيغة HH:mm (الساعة:الدقيقة)',
  number: () => 'يجب إدخال رقم',
  option: () => 'اختر أحد الخيارات',
  fileTooLarge: ({ file, maxSize }) => `حجم الملف "${file}" يتجاوز الحد الأقصى وهو ${messagesAr.bytes(maxSize)}.`,
  fileType: ({ file }) => `نوع الملف "${file}" غير مقبول.`,
  matches: ({ label, other }) => `يجب أن يتطابق «${label}» مع «${other}»`,
  teamSize: ({ count }) => `يجب أن يتكون فريقك من ${arabicCount(count, MEMBERS)}`,
  unique: ({ label }) => `يجب ألا يتكرر «${label}» بين الأعضاء`,
  notInForm: () => 'هذا الحقل ليس جزءًا من النموذج',
  yes: () => 'نعم',
  no: () => 'لا',
  bytes: (bytes) => {
    const [value, unit] = scaledBytes(bytes);
    return `${value} ${UNITS[unit]}`;
  },
};
