import type { EventSettings } from '../settings/settings';
import { eventDates, PRODUCT_NAME } from '../../src/lib/event/event-facts';
import { cairoDateTime, cairoDay, cairoTime } from './cairo-dates';
import { PAGES, type KnowledgeEntry } from './knowledge-entry';

// One source with the site's pages: the name and the overnight rule; the venues and the address come with the settings.
export { PRODUCT_NAME as EVENT_NAME };

/** The overnight rule with this edition's days, as the F.A.Q. says it. */
export const overnightRule = (settings: EventSettings) => eventDates(settings).overnightRule;

const entry = (id: string, question: string, keywords: string, answer: string, source = PAGES.home): KnowledgeEntry => ({
  id,
  question,
  answer,
  keywords,
  source,
});

/** The event's dates and places, from the settings given at request time (so organisers' changes count at once). */
function dateFacts(settings: EventSettings): KnowledgeEntry[] {
  const { openBootcampDate, closedBootcampDate } = settings.bootcamp;
  const { openHackathonDate, closedHackathonDate } = settings.hackathon;
  const bootcamp = settings.bootcampDay;
  const hackathon = settings.hackathonDays;
  const venue = settings.venue;
  const bootcampDay = cairoDay(bootcamp.start);
  const hackathonStart = `${cairoDay(hackathon.start)} at ${cairoTime(hackathon.start)}`;
  return [
    entry(
      'bootcamp-deadline',
      'What is the bootcamp application deadline? When do bootcamp applications open?',
      'deadline last day close apply application registration open until till',
      `Bootcamp applications open on ${cairoDateTime(openBootcampDate)} and close on ${cairoDateTime(closedBootcampDate)} (Cairo time).`,
      PAGES.bootcamp,
    ),
    entry(
      'hackathon-deadline',
      'What is the hackathon registration deadline? When does team registration open?',
      'deadline last day close register registration team form open until till',
      `Hackathon team registration opens on ${cairoDateTime(openHackathonDate)} ` +
        `and closes on ${cairoDateTime(closedHackathonDate)} (Cairo time).`,
    ),
    entry(
      'hackathon-date',
      'When is the hackathon? When does it start?',
      'date day days time start schedule',
      `The ${settings.edition} hackathon starts on ${hackathonStart} ` +
        `and runs until ${cairoDay(hackathon.end)}, in ${venue.hackathon}.`,
    ),
    entry(
      'bootcamp-date',
      'When is the bootcamp? What time does the bootcamp start?',
      'date day time schedule start hours',
      `The bootcamp is on ${bootcampDay}, from ${cairoTime(bootcamp.start)} to ${cairoTime(bootcamp.end)}, at ${venue.bootcamp}.`,
      PAGES.bootcamp,
    ),
    entry(
      'bootcamp-venue',
      'Where is the bootcamp?',
      'venue location place address city campus',
      `The bootcamp takes place at ${venue.bootcamp}, on ${bootcampDay}.`,
      PAGES.bootcamp,
    ),
    entry(
      'hackathon-venue',
      'Where is the hackathon?',
      'venue location place address city campus event',
      `The hackathon takes place in ${venue.hackathon}, starting on ${hackathonStart}; the bootcamp is at ${venue.bootcamp}.`,
    ),
    entry(
      'rule-female-overnight',
      'Can female participants stay overnight on campus?',
      'women girls ladies night sleep stay overnight rules leave return',
      overnightRule(settings),
      PAGES.faq,
    ),
  ];
}

/** Every fact the settings and option lists give the assistant. */
export function eventFacts(settings: EventSettings, workshops: string[] = []): KnowledgeEntry[] {
  const facts = [
    ...dateFacts(settings),
    {
      id: 'contact',
      question: 'How can I contact the organisers?',
      answer: `E-mail the organisers at ${settings.contactEmail}.`,
      keywords: 'contact email reach organizers help support question',
      source: PAGES.contact,
    },
  ];
  if (workshops.length > 0) {
    facts.push({
      id: 'workshops',
      question: 'Which workshops are offered at the bootcamp?',
      answer: `The bootcamp workshops are: ${workshops.join('; ')}. Seats are limited, so you rank three workshops in the application.`,
      keywords: 'sessions courses topics list',
      source: { title: 'the bootcamp application form', link: '/bootcamp-registration' },
    });
  }
  return facts;
}
