import type { EditionInput } from '../edition-schema';

// Only published facts: figures, winners, video and photos that are not known are left out.
export default {
  year: 2024,
  highlightsDescription: {
    en: 'The tenth Cairo edition of the international space apps hackathon, with 795 teams, 226 mentors, 144 judges and 540 volunteers.',
    ar: 'النسخة العاشرة من هاكاثون تطبيقات الفضاء الدولي في القاهرة، بمشاركة ٧٩٥ فريقًا و٢٢٦ مرشدًا و١٤٤ محكّمًا و٥٤٠ متطوعًا.',
  },
  insights: [
    { title: 'Teams', count: 795 },
    { title: 'Mentors', count: 226 },
    { title: 'Judges', count: 144 },
    { title: 'Volunteers', count: 540 },
  ],
  gallary: [],
} satisfies EditionInput;
