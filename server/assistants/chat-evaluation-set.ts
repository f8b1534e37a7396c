/** A fact an answer must (or must not) state: a phrase, compared ignoring case, or a pattern. */
export type Expected = string | RegExp;

export interface EvaluationCase {
  /** Asked as applicants ask it: varied phrasing, Egyptian English, typos. */
  question: string;
  /** The questions asked before it in the same conversation, for a follow-up. */
  before?: string[];
  /** Every one must appear in the answer, including the source it names. */
  says: Expected[];
  /** None may appear: a wrong fact, or "I don't know" for a question the site answers. */
  never?: Expected[];
}

const DONT_KNOW = /I don.t know/i;
const CONTACT = 'info@spaceappscairo.com';
// The 2025 settings (DEFAULT_SETTINGS): what the site shows, so what the assistant must say.
const HACKATHON_START = 'Friday 3 October 2025 at 8:00 AM';
const BOOTCAMP_DAY = 'Friday 19 September 2025';
const ANY_DATE = /(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d/;

/** Ordinary applicant questions with the facts a right answer holds (the settings of the 2025 edition). */
export const EVALUATION_SET: EvaluationCase[] = [
  // Dates and times, from the settings.
  { question: 'When is the hackathon?', says: [HACKATHON_START, 'Saturday 4 October 2025'], never: [DONT_KNOW] },
  { question: 'When the hackathon will start?', says: [HACKATHON_START], never: [DONT_KNOW] },
  { question: 'What time does the bootcamp start?', says: ['8:00 AM to 6:00 PM'], never: [DONT_KNOW] },
  { question: 'bootcamp date plz', says: [BOOTCAMP_DAY], never: [DONT_KNOW] },
  { question: 'What is the deadline for the hackathon registeration?', says: ['Friday 26 September 2025 at 11:59 PM'], never: [DONT_KNOW] },
  { question: 'Till when can I apply for the bootcamp?', says: ['Tuesday 16 September 2025 at 11:59 PM'], never: [DONT_KNOW] },
  { question: 'When does the registration open?', says: ['1 September 2025'], never: [DONT_KNOW] },
  {
    question: 'If I am accepted in the bootcamp, until when do I confirm my seat?',
    says: ['Tuesday 30 September 2025 at 11:59 PM'],
    never: [DONT_KNOW],
  },

  // Venue.
  { question: 'Where is the venue?', says: ['6th of October city'], never: [DONT_KNOW] },
  { question: 'Where will the bootcamp be held?', says: ['university in 6th of October city'], never: [DONT_KNOW] },
  { question: 'What is the location of the event kindly?', says: ['6th of October city'], never: [DONT_KNOW] },

  // What to bring: never a date instead.
  { question: 'What should I bring?', says: ['national ID', 'check-in code'], never: [DONT_KNOW, ANY_DATE] },
  {
    question: 'What do I need to bring with me on the hackathon day?',
    says: ['national ID', 'check-in code'],
    never: [DONT_KNOW, ANY_DATE],
  },
  { question: 'do i have to take my id with me to the event', says: ['national ID'], never: [DONT_KNOW] },

  // Registering.
  {
    question: 'How do I register my team?',
    says: ['/register', 'team leader', 'Team Information', 'Create a Team', 'Upload Your Project'],
    never: [DONT_KNOW],
  },
  { question: 'What are the steps to register for the hackathon?', says: ['/register', 'Guideline', 'Create a Team'], never: [DONT_KNOW] },
  { question: 'how to apply for bootcamp', says: ['/bootcamp-registration', 'Tuesday 16 September 2025 at 11:59 PM'], never: [DONT_KNOW] },
  { question: 'What documents do we need to register a team?', says: ['national ID', 'team photo', 'video'], never: [DONT_KNOW] },
  { question: 'ezay a3mel register lel team?', says: ['/register', 'team leader'], never: [DONT_KNOW] },
  { question: 'Can I edit my application after I submit it?', says: [/cannot be edited/i], never: [DONT_KNOW, /\bYes\b/] },

  // Teams of one.
  { question: 'Can I register alone?', says: [/\bYes\b/, '1 to 6', /team of one|1 member/i], never: [DONT_KNOW, /\bNo\b/] },
  { question: 'Can I participate individually without a team?', says: [/\bYes\b/, '1 to 6'], never: [DONT_KNOW] },
  { question: "I don't have a team, what should I do?", says: ['form teams'], never: [DONT_KNOW] },
  { question: 'is it possible to be a one person team', says: [/\bYes\b/, /team of one|1 member/i], never: [DONT_KNOW] },
  { question: 'What is the maximum number of members in a team?', says: ['1 to 6'], never: [DONT_KNOW] },

  // Taking part online: one answer, the rules' own.
  { question: 'Can I take part online?', says: [/\bYes\b/, 'Virtual', 'On-Site'], never: [DONT_KNOW, /\bNo\b/] },
  { question: 'Is the hackathon online or onsite?', says: ['Virtual', 'On-Site'], never: [DONT_KNOW] },
  { question: 'can we participate remotely from home?', says: [/\bYes\b/, 'Virtual'], never: [DONT_KNOW, /\bNo\b/] },
  { question: 'How many members can attend on site?', says: [/at most 5/i, /at least 1/i], never: [DONT_KNOW] },
  { question: 'What happens if the onsite places are full?', says: ['online'], never: [DONT_KNOW] },

  // Challenges and guideline links.
  { question: 'Where can I see the challenges?', says: ['https://www.spaceappschallenge.org/2025/challenges/'], never: [DONT_KNOW] },
  { question: 'what are the challanges this year', says: ['https://www.spaceappschallenge.org/2025/challenges/'], never: [DONT_KNOW] },
  {
    question: 'Can we create our own challenge?',
    says: ['Create Your Own Challenge', 'not eligible for global judging'],
    never: [DONT_KNOW],
  },
  {
    question: 'Where can I find the proposal template?',
    says: ['https://www.spaceappschallenge.org/resources/project-submission-guide/'],
    never: [DONT_KNOW],
  },
  { question: 'Is there a guidebook for participants?', says: ['https://www.spaceappschallenge.org/resources/'], never: [DONT_KNOW] },

  // Rules.
  { question: 'What are the rules?', says: ['1 to 6 members', '3 minutes', 'disqualif'], never: [DONT_KNOW] },
  { question: 'How long should the video be?', says: ['3 minutes'], never: [DONT_KNOW] },
  { question: 'Can we use a project we made before?', says: ['disqualified'], never: [DONT_KNOW] },
  { question: 'do girls have to leave at night?', says: ['7:30 PM', '8:00 AM', '3 October'], never: [DONT_KNOW] },
  { question: 'Does every member need a national ID?', says: ['national ID', 'birth certificate'], never: [DONT_KNOW] },
  { question: "I'm not Egyptian and I don't have a national ID", says: ['passport'], never: [DONT_KNOW] },
  { question: 'Is a team photo required?', says: [/team photo is required/i], never: [DONT_KNOW] },
  { question: 'Do the video and photo links have to be public?', says: ['public'], never: [DONT_KNOW] },
  { question: 'What decides the judging panel?', says: ['solution type'], never: [DONT_KNOW] },

  // The bootcamp.
  { question: 'What workshops are there in the bootcamp?', says: ['Python for Data Analysis'], never: [DONT_KNOW] },
  { question: 'Are the seats in the bootcamp limited?', says: [/seats are limited/i], never: [DONT_KNOW] },
  { question: 'What will I get from attending the bootcamp?', says: ['talks by past winners'], never: [DONT_KNOW] },

  // Added after the first round, to check that the answers did not fit the first questions only.
  { question: 'Kindly I want to know the bootcamp timing', says: ['8:00 AM to 6:00 PM'], never: [DONT_KNOW] },
  { question: 'pls what is the last date to register the team', says: ['Friday 26 September 2025 at 11:59 PM'], never: [DONT_KNOW] },
  { question: 'How many people max in the team?', says: ['1 to 6'], never: [DONT_KNOW] },
  { question: 'Can my teammate join online while we are onsite?', says: ['sixth member'], never: [DONT_KNOW] },
  { question: 'what are the workshops topics in bootcamp', says: ['Python for Data Analysis'], never: [DONT_KNOW] },
  { question: 'Do we need to submit a video?', says: ['video', '3 minutes'], never: [DONT_KNOW] },
  { question: 'Is there a deadline to confirm attendance?', says: ['Tuesday 30 September 2025 at 11:59 PM'], never: [DONT_KNOW] },
  { question: 'Where can I find the rules and guidelines?', says: ['/register'], never: [DONT_KNOW] },
  { question: 'Can I apply to the bootcamp if I am a school student?', says: [/student/i], never: [DONT_KNOW] },
  { question: 'Who can participate?', says: ['Students, graduates, professionals'], never: [DONT_KNOW] },
  { question: 'What is NASA Space Apps Cairo?', says: ['Cairo edition', '/about'], never: [DONT_KNOW] },
  { question: 'how many seats are there', says: [/seats are limited/i], never: [DONT_KNOW] },
  { question: 'and where is it?', before: ['When is the bootcamp?'], says: ['university in 6th of October city'], never: [DONT_KNOW] },
  { question: 'Is it allowed to join the hackathon without attending the bootcamp?', says: [DONT_KNOW, CONTACT] },
  { question: 'Do I need to bring my laptop?', says: [DONT_KNOW, CONTACT] },

  // Contact, and what the site does not say.
  { question: 'How can I contact the organizers?', says: [CONTACT], never: [DONT_KNOW] },
  { question: 'Is the bootcamp free?', says: [DONT_KNOW, CONTACT] },
  { question: 'Is there parking at the venue?', says: [DONT_KNOW, CONTACT] },
  { question: 'What is the prize for the winners?', says: [DONT_KNOW, CONTACT] },
];
