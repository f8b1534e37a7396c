import type { EditionInput } from '../edition-schema';

// Only published facts: figures, winners, video and photos that are not known are left out.
export default {
  year: 2023,
  highlightsDescription: {
    en: 'The ninth Cairo edition of the international space apps hackathon.',
    ar: 'النسخة التاسعة من هاكاثون تطبيقات الفضاء الدولي في القاهرة.',
  },
  insights: [],
  gallary: [],
} satisfies EditionInput;
