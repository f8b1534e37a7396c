import type { Language } from '../../src/lib/i18n/languages';
import { SEARCH_MIN_LENGTH } from '../admin/check-in-search';
import { CHAT_LIMITS } from '../assistants/request-bodies';
import { STATUSES, type Status } from '../lifecycle/statuses';
import { PASSWORD_MAX, PASSWORD_MIN } from '../organisers/passwords';
import { refusal } from '../submissions/refusal-words';
import type { FailedRules, FieldErrors } from './errors';

/** Numbers as an Arabic reader reads them, as the console writes them. */
const arabicNumber = (value: number) => value.toLocaleString('ar-EG');

/** The statuses as the Arabic console labels them (console.status.* of src/locales/ar/console.json; a test compares). */
export const ARABIC_STATUSES: Readonly<Record<Status, string>> = {
  submitted: 'مُقدَّم',
  accepted: 'مقبول',
  waitlisted: 'على قائمة الانتظار',
  rejected: 'مرفوض',
  withdrawn: 'مسحوب',
  confirmed: 'مؤكَّد',
  declined: 'معتذر',
  checked_in: 'تم تسجيل الحضور',
};

/** A status as the English refusals write it ('checked in'). */
const spoken = (status: Status) => status.replace('_', ' ');

/** Refusals naming a status, one key per status (a closed set): change-status.ts and outbox-resend.ts. */
const STATUS_REFUSALS = STATUSES.flatMap((from): [string, string][] => [
  [`The current status is ${from}.`, `الحالة الحالية «${ARABIC_STATUSES[from]}».`],
  [
    `The application is ${spoken(from)} now, so this e-mail would no longer be true.`,
    `حالة الطلب الآن «${ARABIC_STATUSES[from]}»، فلم يعد مضمون هذه الرسالة صحيحًا.`,
  ],
  ...STATUSES.map((to): [string, string] => [
    `This application is ${spoken(from)}; it cannot become ${spoken(to)}.`,
    `حالة هذا الطلب «${ARABIC_STATUSES[from]}»، فلا يمكن تغييرها إلى «${ARABIC_STATUSES[to]}».`,
  ]),
]);

/**
 * The server's fixed refusals in Arabic, gettext style: the English message (the product's source language) is the key.
 * A message with a constant in it is keyed by the same template; one with a runtime value has no place here
 * (throw fixed words instead). server/http/refusal-catalogue.test.ts fails on a thrown message missing from it.
 */
const ARABIC: Record<string, string> = {
  // The error handler's own words, by status (error-handler.ts) and the defaults of errors.ts.
  'The request is malformed.': 'صيغة الطلب غير صحيحة.',
  'A valid organiser token is needed.': 'يلزم رمز منظِّم صالح.',
  'This action is not allowed.': 'هذا الإجراء غير مسموح به.',
  'Not found.': 'غير موجود.',
  'Method not allowed.': 'طريقة الطلب هذه غير مسموح بها.',
  'Not acceptable.': 'غير مقبول.',
  'This already exists.': 'هذا موجود من قبل.',
  'A Content-Length is needed.': 'يلزم ذكر Content-Length.',
  'The request or one of its files is too large.': 'الطلب أو أحد ملفاته كبير جدًا.',
  'This content type is not accepted.': 'نوع المحتوى هذا غير مقبول.',
  'Some answers need fixing.': refusal('needsFixing', 'ar'),
  'Too many requests, please try again later.': 'طلبات كثيرة جدًا، يُرجى المحاولة مرة أخرى لاحقًا.',
  'The request was refused.': 'رُفض الطلب.',
  'Something went wrong on our side.': 'حدث خطأ من جهتنا.',
  'The service is busy or under maintenance: your answers are kept in the form; please try again in a minute.':
    'الخدمة مشغولة أو قيد الصيانة: إجاباتك محفوظة في النموذج؛ يُرجى المحاولة مرة أخرى بعد دقيقة.',

  // Organisers: accounts, sessions, roles.
  'An organiser with this e-mail already exists.': 'يوجد منظِّم مسجَّل بهذا البريد الإلكتروني من قبل.',
  'There is no organiser with this e-mail.': 'لا يوجد منظِّم بهذا البريد الإلكتروني.',
  'This is the last admin account: make another organiser an admin first.': 'هذا آخر حساب مدير: اجعل منظِّمًا آخر مديرًا أولًا.',
  'You cannot remove your own account; another admin can.': 'لا يمكنك حذف حسابك بنفسك؛ يستطيع ذلك مدير آخر.',
  'Please sign in again.': 'يُرجى تسجيل الدخول مرة أخرى.',
  'The page is out of date; reload it.': 'هذه الصفحة لم تعد محدَّثة؛ أعد تحميلها.',
  'Your role cannot do this.': 'لا يتيح لك دورك القيام بهذا.',
  'The e-mail or password is not right.': 'البريد الإلكتروني أو كلمة المرور غير صحيحين.',
  'Give a valid e-mail address.': 'أدخل عنوان بريد إلكتروني صالحًا.',
  [`The password needs at least ${PASSWORD_MIN} characters.`]: `تحتاج كلمة المرور إلى ${arabicNumber(PASSWORD_MIN)} أحرف على الأقل.`,
  [`The password may have at most ${PASSWORD_MAX} characters.`]: `لا يجوز أن تزيد كلمة المرور على ${arabicNumber(PASSWORD_MAX)} حرف.`,

  // The console: applications, statuses, e-mails, seats, check-in, forms, files, settings.
  'There is no application with this id.': 'لا يوجد طلب بهذا المعرّف.',
  'There are no applications of this kind.': 'لا توجد طلبات من هذا النوع.',
  'There is no e-mail with this id.': 'لا توجد رسالة بريد إلكتروني بهذا المعرّف.',
  'This e-mail is queued: it is on its way already.': 'هذه الرسالة في الانتظار: إنها في طريقها بالفعل.',
  'This e-mail belongs to no application, so it cannot be written again.': 'هذه الرسالة لا تخص أي طلب، فلا يمكن كتابتها من جديد.',
  'The person this e-mail went to is no longer part of the application.': 'لم يعد الشخص الذي أُرسلت إليه هذه الرسالة جزءًا من الطلب.',
  'There is no slot with this id.': 'لا يوجد موعد بهذا المعرّف.',
  'The capacity cannot go below the seats already confirmed in this slot.':
    'لا يمكن أن تقل السعة عن عدد المقاعد المؤكَّدة بالفعل في هذا الموعد.',
  'This check-in code is not known. Check the code, or look the person up by name.':
    'رمز تسجيل الحضور هذا غير معروف. تحقَّق من الرمز، أو ابحث عن الشخص باسمه.',
  'The search is too short.': 'نص البحث قصير جدًا.',
  [`Type at least ${SEARCH_MIN_LENGTH} letters of the name.`]: `اكتب من الاسم عددًا من الأحرف لا يقل عن ${arabicNumber(SEARCH_MIN_LENGTH)}.`,
  'There is no form with this id.': 'لا يوجد نموذج بهذا المعرّف.',
  'There is no such version of this form.': 'لا يوجد إصدار كهذا من هذا النموذج.',
  'There is no file with this id.': 'لا يوجد ملف بهذا المعرّف.',
  'The settings are invalid.': 'الإعدادات غير صالحة.',
  'This form is being updated by the organisers; please try again later.': 'يُحدِّث المنظِّمون هذا النموذج الآن؛ يُرجى المحاولة مرة أخرى لاحقًا.',

  // Submissions and drafts: the body, its fields and files.
  'The request body must be a JSON object.': 'يجب أن يكون متن الطلب كائن JSON.',
  'The request body is nested too deeply.': 'متن الطلب متداخل بعمق زائد.',
  'A number in the request is out of range.': 'أحد الأرقام في الطلب خارج النطاق المسموح به.',
  'This number is too large.': 'هذا الرقم كبير جدًا.',
  'Some text contains a character that cannot be saved.': 'يحتوي أحد النصوص على حرف لا يمكن حفظه.',
  'This text contains an invisible or broken character that cannot be saved; please retype it and try again.':
    'يحتوي هذا النص على حرف غير مرئي أو تالف لا يمكن حفظه؛ يُرجى إعادة كتابته والمحاولة مرة أخرى.',
  'A file name contains a character that cannot be saved.': 'يحتوي اسم أحد الملفات على حرف لا يمكن حفظه.',
  'The file name contains a character that cannot be saved; please rename the file and try again.':
    'يحتوي اسم الملف على حرف لا يمكن حفظه؛ يُرجى إعادة تسمية الملف والمحاولة مرة أخرى.',
  'Compressed request bodies are not accepted; send the body uncompressed.': 'لا تُقبل متون الطلبات المضغوطة؛ أرسل المتن دون ضغط.',
  'A form field name is malformed.': 'صيغة اسم أحد حقول النموذج غير صحيحة.',
  'A form field name is nested too deeply.': 'اسم أحد حقول النموذج متداخل بعمق زائد.',
  'Form field names conflict.': 'أسماء حقول النموذج متعارضة.',
  'A list index in a field name is invalid.': 'رقم العنصر في اسم أحد الحقول غير صالح.',
  'An upload was interrupted or malformed.': 'انقطع رفع أحد الملفات أو كانت صيغته غير صحيحة.',
  'The multipart body is malformed.': 'صيغة متن الطلب متعدد الأجزاء غير صحيحة.',
  'The Idempotency-Key header must be 1 to 200 visible characters.': 'يجب أن يتكون Idempotency-Key من حرف واحد إلى ٢٠٠ حرف مرئي.',
  'This Idempotency-Key was already used for a different request.': 'استُخدم Idempotency-Key هذا من قبل لطلب مختلف.',
  'Save the draft first': 'احفظ المسودة أولًا',
  'There is no saved file with this id.': 'لا يوجد ملف محفوظ بهذا المعرّف.',
  'This form has no file field at this path.': 'لا يحتوي هذا النموذج على حقل ملف في هذا المسار.',
  'Send the file as multipart/form-data.': 'أرسل الملف بصيغة multipart/form-data.',
  'The request carries no file.': 'لا يحمل الطلب أي ملف.',
  'Your answers have grown too large to keep as a draft; your form still has them all.':
    'أصبحت إجاباتك أكبر من أن تُحفظ مسودةً؛ ولا تزال كلها في النموذج.',
  'These answers are too large to save as a draft (more than 256 KB at once); your form still has them.':
    'هذه الإجابات أكبر من أن تُحفظ مسودةً (أكثر من ٢٥٦ كيلوبايت دفعة واحدة)؛ ولا تزال في النموذج.',
  'This link has expired or is not valid. Start a new application; if you saved your answers recently, use the latest link we e-mailed you.':
    'انتهت صلاحية هذا الرابط أو أنه غير صالح. ابدأ طلبًا جديدًا؛ وإن كنت قد حفظت إجاباتك مؤخرًا، فاستخدم أحدث رابط أرسلناه إليك بالبريد الإلكتروني.',

  // The assistants.
  [`A conversation can hold at most ${CHAT_LIMITS.messages} messages; start a new chat.`]: `أقصى عدد للرسائل في المحادثة ${arabicNumber(
    CHAT_LIMITS.messages,
  )}؛ ابدأ محادثة جديدة.`,
  [`A message can be at most ${CHAT_LIMITS.characters.toLocaleString('en')} characters long.`]: `أقصى طول للرسالة ${arabicNumber(
    CHAT_LIMITS.characters,
  )} حرف.`,
  "The last message must be the user's question.": 'يجب أن تكون الرسالة الأخيرة سؤال المستخدم.',
};

/** Maps, not objects: a message such as 'constructor' must find nothing. */
const CATALOGUES: Record<Exclude<Language, 'en'>, ReadonlyMap<string, string>> = {
  ar: new Map([...Object.entries(ARABIC), ...STATUS_REFUSALS]),
};

/** Whether a fixed English refusal has its words in every other language (the completeness test asks). */
export const isCatalogued = (message: string): boolean => Object.values(CATALOGUES).every((catalogue) => catalogue.has(message));

/** One fixed refusal in a language; anything the catalogue does not hold exactly comes back as it is. */
export const refusalWords = (message: string, language: Language): string =>
  language === 'en' ? message : (CATALOGUES[language].get(message) ?? message);

/**
 * An error answer's words in the request's language: only exact catalogue keys are translated, so what is already
 * in that language (the form engine's messages, refusals written per language) stays as it is.
 */
export function refusalIn(error: { message: string; errors?: FieldErrors; rules?: FailedRules }, language: Language) {
  const errors =
    error.errors &&
    Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages.map((m) => refusalWords(m, language))]));
  return { message: refusalWords(error.message, language), ...(errors ? { errors } : {}), ...(error.rules ? { rules: error.rules } : {}) };
}
