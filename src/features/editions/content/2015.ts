import type { EditionInput } from '../edition-schema';

// Only published facts: figures, winners, video and photos that are not known are left out.
export default {
  year: 2015,
  highlightsDescription: {
    en: 'The first Cairo edition of the international space apps hackathon, where the local event began.',
    ar: 'النسخة الأولى من هاكاثون تطبيقات الفضاء الدولي في القاهرة، التي انطلق معها الحدث المحلي.',
  },
  insights: [],
  gallary: [],
} satisfies EditionInput;
