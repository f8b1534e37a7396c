import { catalogueFor } from '../../src/engine/index';
import type { Language } from '../../src/lib/i18n/languages';

/** A refusal of a file: the request's message (naming the field) and the field's own message. */
export interface FileRefusal {
  message: string;
  field: string;
}

/** What the server says about a refused upload, in the request's language; `label` is the field's, already in it. */
export interface FileRefusalWords {
  tooLarge: (label: string, maxSize: number) => FileRefusal;
  cutShort: (label: string) => string;
  notAccepted: (label: string) => FileRefusal;
  notReencodable: (label: string) => FileRefusal;
  svgTooLarge: (label: string) => FileRefusal;
  /** `problem` is the SVG check's own English words, given in English messages only. */
  unsafeSvg: (label: string, problem: string) => FileRefusal;
  tooManyPixels: (label: string, megapixels: number, max: number) => FileRefusal;
  unreadable: (label: string) => FileRefusal;
  tooLargeResaved: (label: string, maxSize: number) => FileRefusal;
  notAFileField: string;
  tooManyFiles: string;
  fieldTooLong: string;
}

const bytes = (language: Language, size: number) => catalogueFor(language).bytes(size);

const WORDS: Record<Language, FileRefusalWords> = {
  en: {
    tooLarge: (label, max) => ({
      message: `"${label}" is larger than ${bytes('en', max)}.`,
      field: `The file exceeds the maximum size of ${bytes('en', max)}.`,
    }),
    cutShort: (label) => `"${label}" is too large.`,
    notAccepted: (label) => ({ message: `"${label}" is not an accepted file type.`, field: 'The file is not an accepted file type.' }),
    notReencodable: (label) => {
      const why = 'is an image type that cannot be saved without its metadata here; please send a JPEG or PNG.';
      return { message: `"${label}" ${why}`, field: `The file ${why}` };
    },
    svgTooLarge: (label) => ({ message: `"${label}" is too large an SVG to check.`, field: 'The file is too large an SVG to check.' }),
    unsafeSvg: (label, problem) => ({ message: `"${label}" is an SVG that ${problem}.`, field: `The file is an SVG that ${problem}.` }),
    tooManyPixels: (label, megapixels, max) => ({
      message: `"${label}" has ${megapixels.toLocaleString('en')} megapixels; an image may have at most ${max}.`,
      field: `The image has more than ${max} megapixels; please choose a smaller one.`,
    }),
    unreadable: (label) => ({
      message: `"${label}" could not be read as an image.`,
      field: 'This image could not be read; please choose another file.',
    }),
    tooLargeResaved: (label, max) => ({
      message: `"${label}" is larger than ${bytes('en', max)} once re-saved.`,
      field: `The re-saved image exceeds the maximum size of ${bytes('en', max)}.`,
    }),
    notAFileField: 'This field does not take a file',
    tooManyFiles: 'Too many files.',
    fieldTooLong: 'A form field is too long.',
  },
  ar: {
    tooLarge: (label, max) => ({
      message: `حجم «${label}» أكبر من ${bytes('ar', max)}.`,
      field: `حجم الملف يتجاوز الحد الأقصى ${bytes('ar', max)}.`,
    }),
    cutShort: (label) => `«${label}» أكبر من المسموح.`,
    notAccepted: (label) => ({ message: `«${label}» ليس من أنواع الملفات المقبولة.`, field: 'هذا الملف ليس من أنواع الملفات المقبولة.' }),
    notReencodable: (label) => {
      const why = 'نوع الصورة هذا لا يمكن حفظه هنا دون بياناته الوصفية؛ يُرجى إرسال صورة JPEG أو PNG.';
      return { message: `«${label}»: ${why}`, field: why };
    },
    svgTooLarge: (label) => ({ message: `ملف SVG في «${label}» أكبر من أن يُفحص.`, field: 'ملف SVG هذا أكبر من أن يُفحص.' }),
    unsafeSvg: (label) => ({
      message: `ملف SVG في «${label}» يحتوي على ما لا يُقبل (نصوص برمجية أو مراجع خارجية).`,
      field: 'ملف SVG هذا يحتوي على ما لا يُقبل (نصوص برمجية أو مراجع خارجية).',
    }),
    tooManyPixels: (label, megapixels, max) => ({
      message: `في «${label}» ${megapixels.toLocaleString('ar-EG')} ميغابكسل، والحد الأقصى للصورة ${max.toLocaleString('ar-EG')}.`,
      field: `الصورة تتجاوز ${max.toLocaleString('ar-EG')} ميغابكسل؛ يُرجى اختيار صورة أصغر.`,
    }),
    unreadable: (label) => ({ message: `تعذّرت قراءة «${label}» كصورة.`, field: 'تعذّرت قراءة هذه الصورة؛ يُرجى اختيار ملف آخر.' }),
    tooLargeResaved: (label, max) => ({
      message: `«${label}» أكبر من ${bytes('ar', max)} بعد إعادة حفظها.`,
      field: `الصورة بعد إعادة حفظها تتجاوز الحد الأقصى ${bytes('ar', max)}.`,
    }),
    notAFileField: 'هذا الحقل لا يقبل ملفًا',
    tooManyFiles: 'عدد الملفات أكبر من المسموح.',
    fieldTooLong: 'أحد حقول النموذج أطول من المسموح.',
  },
};

export const fileRefusals = (language: Language): FileRefusalWords => WORDS[language];
