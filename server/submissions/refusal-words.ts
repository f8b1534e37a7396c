import type { Language } from '../../src/lib/i18n/languages';
import { mailDeadline } from '../mail/mail-dates';
import { windowRefusal, type EventSettings, type RegistrationWindow } from '../settings/settings';

/** What the server itself (not the form engine) says to an applicant it refuses, by language. */
const WORDS = {
  en: {
    needsFixing: 'Some answers need fixing.',
    required: 'This field is required',
    notSubmittableHere: 'This form cannot be submitted here',
    dateFormat: 'Use the yyyy-mm-dd format',
    captchaFailed: 'The verification failed, please try again.',
    alreadySubmitted: 'This submission already exists.',
    applicationEmailTaken: 'An application with this e-mail address already exists.',
    applicationNationalIdTaken: 'An application with this national ID already exists.',
    teamNameTaken: 'A team with this name already exists.',
    memberEmailTaken: 'This e-mail address already belongs to a team.',
    memberNationalIdTaken: 'This national ID already belongs to a team.',
    seatAlreadyConfirmed: 'You have already confirmed your seat.',
    slotFull: 'This time slot is full. Please choose another one.',
    badEmail: 'Enter an e-mail address in the correct format, like name@example.com',
  },
  ar: {
    needsFixing: 'بعض الإجابات تحتاج إلى تصحيح.',
    required: 'هذا الحقل مطلوب',
    notSubmittableHere: 'لا يمكن إرسال هذا النموذج من هنا',
    dateFormat: 'استخدم الصيغة yyyy-mm-dd',
    captchaFailed: 'لم ينجح التحقق، يُرجى المحاولة مرة أخرى.',
    alreadySubmitted: 'هذا الطلب مُرسَل من قبل.',
    applicationEmailTaken: 'يوجد طلب مسجَّل بهذا البريد الإلكتروني من قبل.',
    applicationNationalIdTaken: 'يوجد طلب مسجَّل بهذا الرقم القومي من قبل.',
    teamNameTaken: 'يوجد فريق مسجَّل بهذا الاسم من قبل.',
    memberEmailTaken: 'هذا البريد الإلكتروني مسجَّل في فريق من قبل.',
    memberNationalIdTaken: 'هذا الرقم القومي مسجَّل في فريق من قبل.',
    seatAlreadyConfirmed: 'لقد أكّدت مقعدك من قبل.',
    slotFull: 'اكتملت هذه الفترة الزمنية. يُرجى اختيار فترة أخرى.',
    badEmail: 'أدخل بريدًا إلكترونيًا بالصيغة الصحيحة، مثل name@example.com',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type Refusal = keyof (typeof WORDS)['en'];

/** A refusal's words in the request's language. */
export const refusal = (key: Refusal, language: Language): string => WORDS[language][key];

const ARABIC_WINDOWS: Record<RegistrationWindow, string> = { bootcamp: 'التسجيل في المعسكر التدريبي', hackathon: 'التسجيل في الهاكاثون' };

/** Why a form cannot be submitted now (its registration window), in the request's language; undefined while it is open. */
export function windowRefusalIn(settings: EventSettings, window: RegistrationWindow, now: Date, language: Language): string | undefined {
  const english = windowRefusal(settings, window, now);
  if (!english || language === 'en') return english;
  const [open, close] =
    window === 'bootcamp'
      ? [settings.bootcamp.openBootcampDate, settings.bootcamp.closedBootcampDate]
      : [settings.hackathon.openHackathonDate, settings.hackathon.closedHackathonDate];
  if (now < new Date(open)) return `${ARABIC_WINDOWS[window]} لم يبدأ بعد، ويبدأ يوم ${mailDeadline(open, language)} (بتوقيت القاهرة).`;
  return `${ARABIC_WINDOWS[window]} مغلق، وقد أُغلق يوم ${mailDeadline(close, language)} (بتوقيت القاهرة).`;
}
