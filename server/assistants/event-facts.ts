import type { EventSettings } from '../settings/settings';
import { cairoDateTime, cairoDay, cairoDayMonth, cairoTime, nextDay } from './cairo-dates';

// The same address as the site's footer (src/features/layout/site-links.ts); the server may not import it.
export const CONTACT_EMAIL = 'info@spaceappscairo.com';
export const EVENT_NAME = 'NASA Space Apps Challenge Cairo';

/** One thing the assistant knows: a question it answers, the answer, and words people use for it. */
export interface KnowledgeEntry {
  id: string;
  question: string;
  answer: string;
  keywords?: string;
}

/** Where the event takes place: the settings hold its dates, not its places (specification section 1). */
const VENUES = { bootcamp: 'at a university in 6th of October city', hackathon: 'in 6th of October city' };

/** Rules shown to users (specification section 5) and the overnight rule (section 6). */
const RULES: KnowledgeEntry[] = [
  {
    id: 'rules',
    question: 'What are the rules of the hackathon?',
    answer:
      'The main rules: teams have 1 to 6 members, at most 5 of them on site and at least 1; every member uploads a national ID (a birth certificate if under 16); a team photo is required; photo and video links must be public; the video is at most 3 minutes; previously finished projects are disqualified; inappropriate team names may lead to disqualification.',
    keywords: 'rules regulations conditions requirements guidelines',
  },
  { id: 'rule-team-size', question: 'How many members can a team have?', answer: 'A team has 1 to 6 members, and the number of members you add must equal the team size you choose.', keywords: 'team size people number maximum minimum' },
  { id: 'rule-on-site', question: 'How many team members can take part on site?', answer: 'At most 5 members of a team take part on site; a sixth member takes part virtually. At least 1 member must be on site.', keywords: 'onsite in person attend venue virtual online rules limit' },
  { id: 'rule-national-id', question: 'Which ID does every member upload?', answer: 'Every member uploads a photo of their national ID, or a birth certificate if under 16. A passport number can replace the national ID number.', keywords: 'identity document card passport birth certificate upload requirement' },
  { id: 'rule-team-photo', question: 'Is a team photo required?', answer: 'Yes, a team photo is required when you register the team.', keywords: 'picture image upload requirement' },
  { id: 'rule-finished-projects', question: 'Can we submit a project we finished before?', answer: 'No. Previously finished projects are disqualified; build your project during the hackathon.', keywords: 'old existing previous disqualified rules' },
  { id: 'rule-team-names', question: 'Are there rules for team names?', answer: 'Yes. Inappropriate team names may lead to disqualification.', keywords: 'name disqualified rules' },
  { id: 'rule-public-links', question: 'Must the photo and video links be public?', answer: 'Yes. The web addresses of your photo, proposal and video must be public, so anyone with the link can open them.', keywords: 'url link public share access' },
  { id: 'rule-own-challenge', question: "Is 'Create your own Challenge' judged globally?", answer: "'Create your own Challenge' is not eligible for global judging; it is judged locally.", keywords: 'global judging nominee own challenge' },
  { id: 'rule-solution-panel', question: 'What decides the judging panel?', answer: 'The final solution type you choose (mobile app, website, game, AI/ML model, video or art) decides which judging panel reviews your project.', keywords: 'judge jury solution type category' },
  { id: 'rule-video-length', question: 'How long can the project video be?', answer: 'The project video can be at most 3 minutes long, and its link must be public.', keywords: 'video length duration minutes maximum' },
  { id: 'contact', question: 'How can I contact the organisers?', answer: `E-mail the organisers at ${CONTACT_EMAIL}.`, keywords: 'contact email reach organizers help support question' },
];

const entry = (id: string, question: string, keywords: string, answer: string): KnowledgeEntry => ({ id, question, answer, keywords });

/** The event's dates and places, from the settings (so organisers' changes count). */
function dateFacts(settings: EventSettings): KnowledgeEntry[] {
  const { openBootcampDate, closedBootcampDate } = settings.bootcamp;
  const { openHackathonDate, closedHackathonDate } = settings.hackathon;
  const bootcamp = settings.bootcampDay;
  const hackathon = settings.hackathonDays;
  const bootcampDay = cairoDay(bootcamp.start);
  const hackathonStart = `${cairoDay(hackathon.start)} at ${cairoTime(hackathon.start)}`;
  return [
    entry(
      'bootcamp-deadline',
      'What is the bootcamp application deadline?',
      'deadline last day close apply registration open',
      `Bootcamp applications open on ${cairoDateTime(openBootcampDate)} and close on ${cairoDateTime(closedBootcampDate)} (Cairo time).`,
    ),
    entry(
      'hackathon-deadline',
      'What is the hackathon registration deadline?',
      'deadline last day close register registration team form open',
      `Hackathon team registration opens on ${cairoDateTime(openHackathonDate)} ` +
        `and closes on ${cairoDateTime(closedHackathonDate)} (Cairo time).`,
    ),
    entry(
      'hackathon-date',
      'When is the hackathon?',
      'date day time start schedule',
      `The ${settings.edition} hackathon starts on ${hackathonStart} and runs until ${cairoDay(hackathon.end)}, ${VENUES.hackathon}.`,
    ),
    entry(
      'bootcamp-date',
      'When is the bootcamp?',
      'date day time schedule start hours',
      `The bootcamp is on ${bootcampDay}, from ${cairoTime(bootcamp.start)} to ${cairoTime(bootcamp.end)}, ${VENUES.bootcamp}.`,
    ),
    entry(
      'bootcamp-venue',
      'Where is the bootcamp?',
      'venue location place address city campus',
      `The bootcamp takes place ${VENUES.bootcamp}, on ${bootcampDay}.`,
    ),
    entry(
      'hackathon-venue',
      'Where is the hackathon?',
      'venue location place address city campus',
      `The hackathon takes place ${VENUES.hackathon}, starting on ${hackathonStart}.`,
    ),
    // The overnight rule (specification section 6): out on the first evening, back the next morning.
    entry(
      'rule-female-overnight',
      'Can female participants stay overnight on campus?',
      'women girls ladies night sleep stay overnight rules leave return',
      `Female participants may not stay overnight on campus: they leave on ${cairoDayMonth(hackathon.start)} at 7:30 PM ` +
        `and return on ${cairoDayMonth(nextDay(hackathon.start))} at 8:00 AM.`,
    ),
  ];
}

/** Every fact the assistant may answer from besides the organisers' training data. */
export function eventFacts(settings: EventSettings, workshops: string[] = []): KnowledgeEntry[] {
  const facts = [...dateFacts(settings), ...RULES];
  if (workshops.length > 0) {
    facts.push({ id: 'workshops', question: 'Which workshops are offered at the bootcamp?', answer: `The bootcamp workshops are: ${workshops.join('; ')}. Seats are limited, so you rank three workshops in the application.`, keywords: 'sessions courses topics list' });
  }
  return facts;
}
