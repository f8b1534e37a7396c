import type { EditionInput } from '../edition-schema';

// Only published facts: figures, winners, video and photos that are not known are left out.
export default {
  year: 2023,
  highlightsDescription: 'The ninth Cairo edition of the international space apps hackathon.',
  insights: [],
  gallary: [],
} satisfies EditionInput;
