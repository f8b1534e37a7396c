import { catalogueFor, traitsOf, type FieldDef, type FieldValue } from '../../src/engine/index';
import { arabicCount, CHARACTERS, DIGITS, FILES, MEMBERS, WORDS, type ArabicNoun } from '../../src/engine/i18n/arabic-count';
import type { Failure } from './error-rules';
import { emailShape, NATIONAL_ID, nationalIdShape, PHONE, phoneShape, typeName, urlShape, type Shape } from './error-shapes';

/** Options are chosen, so the count is the object of the verb: "اختر خيارًا واحدًا". */
const OPTIONS: ArabicNoun = { one: 'خيارًا واحدًا', two: 'خيارين', few: 'خيارات', many: 'خيارًا', other: 'خيار' };

const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('، ')} أو ${items.at(-1)}`);
const arabicType = (type: string) => (type === 'image/*' ? 'الصور' : typeName(type));
const bytes = (count: number) => catalogueFor('ar').bytes(count);

const fillIn = (label: string) => `${label} مطلوب: املأه قبل أن تتابع.`;

/** What to do about a required answer left empty, by what the answer holds. */
const WHEN_EMPTY = {
  choice: (label) => `اختر إجابة عن ${label}؛ هذا السؤال مطلوب.`,
  list: (label) => `اختر خيارًا واحدًا على الأقل في ${label}؛ هذا السؤال مطلوب.`,
  upload: (label) => `ارفع ملفًا في ${label}؛ فهو مطلوب.`,
  toggle: (label) => `ضع علامة على ${label} لتتابع؛ فهو مطلوب.`,
  text: fillIn,
  number: fillIn,
  rows: fillIn,
  none: fillIn,
} satisfies Record<FieldValue, (label: string) => string>;

/** A shape fact in Arabic, as the tail of a sentence ("؛ كتبتَ 10 أرقام"). */
function detail(shape: Shape): string {
  switch (shape.kind) {
    case 'countryCode':
      return '؛ اكتبه دون مفتاح الدولة (+20)، بادئًا بالرقم 0';
    case 'notDigits':
      return '؛ يجب أن يتكون من أرقام فقط';
    case 'spaces':
      return '؛ احذف المسافات';
    case 'lowerCaseLetter':
      return '؛ اكتب الحرف الأول حرفًا لاتينيًا كبيرًا';
    case 'noAt':
      return '؛ عنوانك لا يحتوي على @';
    case 'manyAts':
      return '؛ عنوانك يحتوي على أكثر من @';
    case 'nameMissing':
      return '؛ الاسم الذي يسبق @ ناقص';
    case 'noDot':
      return '؛ الجزء الذي يلي @ يحتاج إلى نقطة، مثل example.com';
    case 'noScheme':
      return '؛ رابطك لا يبدأ بـ http:// أو https://';
    case 'digits':
      return `؛ كتبتَ ${arabicCount(shape.count, DIGITS)}`;
    case 'characters':
      return `؛ كتبتَ ${arabicCount(shape.count, CHARACTERS)}`;
    case 'startsWith':
      return `؛ رقمك يبدأ بـ ${shape.start}`;
    case 'none':
      return '';
  }
}

const phoneDetail = (text: string) => {
  const shape = phoneShape(text);
  return shape.kind === 'spaces' ? '؛ اكتب الأرقام وحدها دون مسافات أو شرطات' : detail(shape);
};

const typed = (actual: number | undefined) => (actual === undefined ? '' : `؛ كتبتَ ${actual}`);

/** The explanation of `explain` in Modern Standard Arabic, for an applicant on an Arabic page. */
export function explainInArabic(
  failure: Failure,
  field: Pick<FieldDef, 'label' | 'type' | 'placeholder' | 'desc'>,
  input: unknown,
  message: string,
  contact: string,
): string {
  const label = `«${field.label}»`;
  const text = typeof input === 'string' || typeof input === 'number' ? String(input) : '';
  switch (failure.rule) {
    case 'required':
      return WHEN_EMPTY[traitsOf(field).value](label);
    case 'requiredWhen':
      return `${label} مطلوب بسبب إجابة سابقة (${message.trim()}). املأه، أو غيّر تلك الإجابة.`;
    case 'phone':
      return `رقم الهاتف المحمول المصري يتكون من ${arabicCount(PHONE.lengths[0]!, DIGITS)} ويبدأ بـ ${list([...PHONE.starts])}${phoneDetail(text)}.`;
    case 'nationalId':
      return `الرقم القومي المصري يتكون من ${arabicCount(NATIONAL_ID.digits, DIGITS)} ويبدأ بالرقم ${NATIONAL_ID.centuries[0]} (لمواليد ما قبل عام 2000) أو ${NATIONAL_ID.centuries[1]} (لمواليد عام 2000 وما بعده)، ورقم جواز السفر حرف لاتيني كبير يليه ${list(NATIONAL_ID.passportDigits.map(String))} أرقام${detail(nationalIdShape(text))}.`;
    case 'email':
      return `يُكتب البريد الإلكتروني على شكل name@example.com${detail(emailShape(text))}.`;
    case 'url':
      return `يجب أن يبدأ الرابط بـ http:// أو https:// وأن يكون عامًا يفتحه أي شخص لديه الرابط (مثل فيديو على YouTube، أو ملف على Google Drive مُشارَك مع «أي شخص لديه الرابط»)${detail(urlShape(text))}.`;
    case 'date':
      return `اكتب ${label} بالصيغة سنة-شهر-يوم، مثل 2001-05-23، أو اختره من التقويم؛ ويجب أن يكون التاريخ موجودًا (لا يوجد 31 أبريل).`;
    case 'time':
      return `اكتب ${label} بالساعات والدقائق بنظام 24 ساعة، مثل 14:30.`;
    case 'number':
      return `يقبل ${label} رقمًا مكتوبًا بالأرقام وحدها، مثل 2024.`;
    case 'minLength':
      return `يحتاج ${label} إلى ${arabicCount(failure.limit, CHARACTERS)} على الأقل${typed(failure.actual)}.`;
    case 'maxLength':
      return `لا يقبل ${label} أكثر من ${arabicCount(failure.limit, CHARACTERS)}${failure.actual === undefined ? '' : `؛ كتبتَ ${failure.actual}، فاحذف ${failure.actual - failure.limit}`}.`;
    case 'minDigits':
      return `يحتاج ${label} إلى ${arabicCount(failure.limit, DIGITS)} على الأقل${failure.actual === undefined ? '' : `؛ في إجابتك ${failure.actual}`}.`;
    case 'maxDigits':
      return `لا يقبل ${label} أكثر من ${arabicCount(failure.limit, DIGITS)}${failure.actual === undefined ? '' : `؛ في إجابتك ${failure.actual}`}.`;
    case 'min':
      return `يجب أن يكون ${label} ${failure.limit} أو أكثر؛ الرقم الذي أدخلته أصغر.`;
    case 'max':
      return `يجب أن يكون ${label} ${failure.limit} أو أقل؛ الرقم الذي أدخلته أكبر.`;
    case 'minItems':
      return `اختر ${arabicCount(failure.limit, OPTIONS)} على الأقل في ${label}${failure.actual === undefined ? '' : `؛ اخترتَ ${failure.actual}`}.`;
    case 'maxItems':
      return `اختر ${arabicCount(failure.limit, OPTIONS)} على الأكثر في ${label}${failure.actual === undefined ? '' : `؛ اخترتَ ${failure.actual}`}.`;
    case 'minWords':
      return `يحتاج ${label} إلى ${arabicCount(failure.limit, WORDS)} على الأقل${typed(failure.actual)}.`;
    case 'maxWords':
      return `لا يقبل ${label} أكثر من ${arabicCount(failure.limit, WORDS)}${typed(failure.actual)}.`;
    case 'matches':
      return `يجب أن يطابق ${label} «${failure.other}» تمامًا. راجع الحقلين بحثًا عن أخطاء في الكتابة أو مسافات زائدة.`;
    case 'unique':
      return `يحتاج كل عضو في الفريق إلى «${failure.other}» خاص به: عضوان يشتركان في القيمة نفسها. راجع إجابات الأعضاء.`;
    case 'teamSize':
      return `يجب أن يضم ${label} ${arabicCount(failure.limit, MEMBERS)} بالضبط، بعدد أعضاء فريقك الذي ذكرته: أضف أعضاء أو احذف بعضهم، أو غيّر تلك الإجابة.`;
    case 'fileType': {
      const accepted = failure.accept.length > 0 ? `ملفات ${list(failure.accept.map(arabicType))}` : 'أنواعًا أخرى من الملفات';
      return `يقبل ${label} ${accepted}${failure.actual ? `؛ ملفك من نوع ${arabicType(failure.actual)}` : ''}. احفظه أو صدّره بصيغة مقبولة وارفعه مرة أخرى.`;
    }
    case 'fileSize':
      return `يقبل ${label} ملفات حتى ${failure.limit > 0 ? bytes(failure.limit) : 'الحد الأقصى للحجم'}${failure.actual ? `؛ حجم ملفك ${bytes(failure.actual)}` : ''}. صغّر حجمه أو اضغطه وارفعه مرة أخرى.`;
    case 'maxFiles':
      return `يقبل ${label} ${arabicCount(failure.limit, FILES)} على الأكثر: احذف بعضها قبل إضافة المزيد.`;
    case 'pattern': {
      const example = field.placeholder ? ` يجب أن تكون مثل ${field.placeholder}.` : '';
      return `إجابة ${label} ليست بالصيغة المطلوبة.${example}${field.desc ? ` ${field.desc}` : ''}`;
    }
    case 'captcha':
      return 'أكمل التحقق قبل الإرسال؛ وإذا انتهت صلاحيته فأعده.';
    case 'option':
      return `اختر أحد الخيارات المعروضة في ${label}.`;
    case 'duplicate':
      return `وصلنا بالفعل طلب بالقيمة نفسها في ${label} لهذه الدورة، ولا تُستخدم القيمة إلا مرة واحدة. إذا كنت ترى أن هذا خطأ، فراسلنا على ${contact}.`;
    case 'unknown':
      return `يقول النموذج: «${message.trim()}». راجع ${label} مع الإرشاد المكتوب تحته؛ وإذا تعذّر عليك الأمر فراسلنا على ${contact}.`;
  }
}
