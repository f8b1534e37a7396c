import type { Language } from '../../src/lib/i18n/languages';

type LinkRefusal = 'unknownLink' | 'seatThroughForm' | 'leaderConfirms' | 'leaderDeclines';

/** What the private link's endpoints refuse with, in the request's language. */
export const LINK_REFUSALS: Record<Language, Record<LinkRefusal, string>> = {
  en: {
    unknownLink: 'This link is not valid. Use the latest link we e-mailed you.',
    seatThroughForm: 'Confirm your seat with the confirmation form, where you choose a time slot.',
    leaderConfirms: 'Only your team leader can confirm the team\u2019s place.',
    leaderDeclines: 'Only your team leader can decline the team\u2019s place.',
  },
  ar: {
    unknownLink: 'هذا الرابط غير صالح. استخدم أحدث رابط أرسلناه إليك بالبريد الإلكتروني.',
    seatThroughForm: 'أكّد مقعدك من خلال استمارة التأكيد، حيث تختار الفترة الزمنية.',
    leaderConfirms: 'قائد فريقك وحده يمكنه تأكيد مكان الفريق.',
    leaderDeclines: 'قائد فريقك وحده يمكنه الاعتذار عن مكان الفريق.',
  },
};
