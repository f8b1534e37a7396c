/**
 * The organisers' first answers (specification sections 1, 2 and 5), seeded once; they edit them in the console.
 * No date, venue or address here: the assistant says those from the settings, which organisers change.
 */
export const CHATBOT_TRAINING_DATA: { question: string; answer: string }[] = [
  {
    question: 'What is NASA Space Apps Cairo?',
    answer:
      'The Cairo edition of the NASA International Space Apps Challenge, a yearly open hackathon where teams use NASA open data to solve challenges on Earth and in space.',
  },
  {
    question: 'What happens at the bootcamp?',
    answer:
      'Talks by past winners, technical and non-technical workshops, team building and interactive activities. Workshops need a reservation and seats are limited: rank three workshops by preference in the application.',
  },
  {
    question: 'How many members can a team have?',
    answer:
      'A team has 1 to 6 members. A team taking part on site has at least 1 and at most 5 members on site (the sixth takes part virtually); a virtual team takes part online.',
  },
  {
    question: 'Does every member need to upload an ID?',
    answer:
      'Yes. Every member uploads a photo of their national ID, or a birth certificate if under 16. A passport number can replace the national ID number.',
  },
  {
    question: 'Can I edit my application after submitting it?',
    answer: 'No. Applications cannot be edited after submission, so check every answer before you submit.',
  },
  {
    question: 'Can I take part online?',
    answer:
      'Yes. Choose the Virtual participation method. On-site teams that are not selected for the limited places can take part online.',
  },
  {
    question: 'Can we submit a project we already finished?',
    answer: 'No. Previously finished projects are disqualified; build your project during the hackathon.',
  },
  {
    question: 'Is Create Your Own Challenge judged globally?',
    answer: 'Projects for Create Your Own Challenge are judged locally and are not eligible for global judging.',
  },
  {
    question: 'How long can the project video be?',
    answer: 'The project video can be at most 3 minutes long, and its link must be public.',
  },
  {
    question: 'Does the team need a photo?',
    answer: 'Yes, a team photo is required when registering the team (PNG, JPG, GIF or SVG up to 10 MB).',
  },
  {
    question: 'What types of final solution can we build?',
    answer: 'Mobile App, Website, Game, AI/ML Models, Video or Art. Your choice decides which judging panel reviews the project.',
  },
];
