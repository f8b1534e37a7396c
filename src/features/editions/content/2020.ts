import type { EditionInput } from '../edition-schema';

// Only published facts: figures, winners, video and photos that are not known are left out.
export default {
  year: 2020,
  highlightsDescription: {
    en: 'The sixth Cairo edition of the international space apps hackathon.',
    ar: 'النسخة السادسة من هاكاثون تطبيقات الفضاء الدولي في القاهرة.',
  },
  insights: [],
  gallary: [],
} satisfies EditionInput;
