import type { Language } from '../../src/lib/i18n/languages';

/** The assistant's fixed answers, in each language it speaks; `contact` is the organisers' address from the settings. */
export interface FixedReplies {
  refusal: (contact: string) => string;
  dontKnow: (contact: string) => string;
  greeting: string;
  thanks: string;
}

export const FIXED_REPLIES: Record<Language, FixedReplies> = {
  en: {
    refusal: (contact) =>
      "I can only answer questions about the event, and I have no access to applications or anyone's personal data. " +
      `For anything about your own application, e-mail ${contact}.`,
    dontKnow: (contact) =>
      "I don't know the answer to that. I can answer questions about the bootcamp and the hackathon: dates, venue, registration, teams and rules. " +
      `For anything else, please e-mail ${contact} (the contact page, /contact, has more ways to reach the organisers).`,
    greeting: 'Hello! Ask me about the bootcamp, the hackathon, their dates and venue, teams or the rules.',
    thanks: "You're welcome! Good luck with your application.",
  },
  ar: {
    refusal: (contact) =>
      'أستطيع الإجابة عن أسئلة الفعالية فقط، ولا أطّلع على الطلبات ولا على البيانات الشخصية لأي أحد. ' +
      `لأي أمر يخص طلبك، راسل ${contact}.`,
    dontKnow: (contact) =>
      'لا أعرف إجابة هذا السؤال. أستطيع الإجابة عن أسئلة المعسكر والهاكاثون: المواعيد والمكان والتسجيل والفرق والقواعد. ' +
      `لأي شيء آخر، يُرجى مراسلة ${contact} (وفي صفحة التواصل، /contact، طرق أخرى للوصول إلى المنظمين).`,
    greeting: 'أهلًا بك! اسألني عن المعسكر أو الهاكاثون: مواعيدهما ومكانهما، أو الفرق، أو القواعد.',
    thanks: 'على الرحب والسعة! بالتوفيق في طلبك.',
  },
};
