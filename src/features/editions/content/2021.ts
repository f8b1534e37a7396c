import type { EditionInput } from '../edition-schema';

// Only published facts: figures, winners, video and photos that are not known are left out.
export default {
  year: 2021,
  highlightsDescription: {
    en: 'The seventh Cairo edition of the international space apps hackathon.',
    ar: 'النسخة السابعة من هاكاثون تطبيقات الفضاء الدولي في القاهرة.',
  },
  insights: [],
  gallary: [],
} satisfies EditionInput;
