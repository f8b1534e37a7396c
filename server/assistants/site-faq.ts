import type { EventSettings } from '../settings/settings';
import { cairoDateTime, cairoDay, cairoDays, cairoHours, cairoTime } from './cairo-dates';
import { BOOTCAMP_FACTS, HACKATHON_FACTS, overnightRule } from './event-facts';
import { PAGES, type KnowledgeEntry } from './knowledge-entry';

export interface FaqItem {
  question: string;
  answer: string[];
  list?: boolean;
}

const inProse = (items: string[]) => {
  const lower = items.map((item) => item.charAt(0).toLowerCase() + item.slice(1));
  return lower.length < 2 ? lower.join('') : `${lower.slice(0, -1).join(', ')} and ${lower.at(-1)}`;
};

/**
 * The site's F.A.Q. (src/features/content-pages/faq-items.ts), which the server may not import:
 * tests/chatbot-site-content.test.ts fails as soon as the two differ for the same settings.
 */
export function faqItems(settings: EventSettings): FaqItem[] {
  const { bootcampDay, hackathonDays } = settings;
  return [
    {
      question: 'When and where is the hackathon?',
      answer: [
        `On ${cairoDays(hackathonDays)}, starting at ${cairoTime(hackathonDays.start)}, in ${HACKATHON_FACTS.venue}. ` +
          `The team registration form closes on ${cairoDateTime(settings.hackathon.closedHackathonDate)}.`,
      ],
    },
    {
      question: 'What is the bootcamp and when is it?',
      answer: [
        `A one-day event on ${cairoDay(bootcampDay.start)}, from ${cairoHours(bootcampDay)}, at ${BOOTCAMP_FACTS.venue}: ` +
          `${inProse(BOOTCAMP_FACTS.benefits)}.`,
        `Applications close on ${cairoDateTime(settings.bootcamp.closedBootcampDate)}. ` +
          'Workshops need a reservation and seats are limited; you rank three workshops and we confirm your seats by e-mail.',
      ],
    },
    {
      question: 'How many people can be in a team?',
      answer: [
        'From 1 to 6 members. A team taking part on site has at least one and at most 5 members on site ' +
          '(a sixth member takes part virtually); a virtual team takes part online.',
        'The number of members you add must equal the team size you choose in the form.',
      ],
    },
    {
      question: 'What do we need to register a team?',
      answer: [
        'Every member uploads a national ID (a birth certificate for members under 16).',
        'A team photo is required.',
        'A project proposal and a video, both at public web addresses; the video is at most 3 minutes long.',
      ],
      list: true,
    },
    {
      question: 'What are the rules about projects and challenges?',
      answer: [
        'Previously finished projects are disqualified.',
        'Inappropriate team names may lead to disqualification.',
        "'Create your own Challenge' is not eligible for global judging.",
        'The final solution type you choose (mobile app, website, game, AI/ML model, video or art) decides the judging panel.',
      ],
      list: true,
    },
    {
      question: 'Can female participants stay overnight?',
      answer: [overnightRule(settings)],
    },
    {
      question: 'Can I change my application after sending it?',
      answer: [
        'No. Applications cannot be edited after submission, so check every answer before you submit. ' +
          'If something is wrong, contact the organisers by e-mail.',
      ],
    },
    {
      question: 'We want to take part online. Is that possible?',
      answer: [
        'Yes: choose Virtual as the participation method. ' +
          'A team that chooses On-Site can also say whether it accepts taking part online if on-site places are limited.',
      ],
    },
  ];
}

// Words applicants use for each question; a question the site adds is still found by its own words.
const CUES: Record<string, string> = {
  'When and where is the hackathon?': 'date day venue location place start',
  'What is the bootcamp and when is it?': 'bootcamp benefit get gain learn offer activities workshops talks why attend happen',
  'How many people can be in a team?': 'team size members number maximum minimum',
  'What do we need to register a team?': 'documents papers requirements needed register team upload',
  'What are the rules about projects and challenges?': 'rules project challenge disqualified judging',
  'Can female participants stay overnight?': 'women girls ladies night sleep stay',
  'Can I change my application after sending it?': 'edit change modify update application submitted mistake',
  'We want to take part online. Is that possible?': 'online virtual remote participate attend home',
};

/** One entry per F.A.Q. item, answered in its own words. */
export function faqEntries(settings: EventSettings): KnowledgeEntry[] {
  return faqItems(settings).map((item, index) => ({
    id: `faq-${index + 1}`,
    question: item.question,
    answer: item.answer.join(' '),
    keywords: CUES[item.question],
    source: PAGES.faq,
  }));
}
