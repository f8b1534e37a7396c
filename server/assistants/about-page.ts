import { EVENT_NAME } from './event-facts';
import type { KnowledgeEntry, Source } from './knowledge-entry';

const ABOUT: Source = { title: 'the about page', link: '/about' };

/**
 * What the about page says of the event and who may take part (src/features/content-pages/about-page.tsx,
 * which the server may not import: tests/chatbot-site-content.test.ts checks the page still says it).
 */
export const ABOUT_PARAGRAPHS = {
  what:
    `${EVENT_NAME} is the Cairo edition of an annual international hackathon organised around a space agency's open data. ` +
    'Teams of one to six people spend two days building solutions to challenges about Earth and space: ' +
    'apps, websites, games, AI and machine-learning models, videos and art.',
  since: 'The Cairo edition has taken place every year since 2015. You can browse the past editions from the navigation.',
  who:
    'Students, graduates, professionals and past participants are all welcome. You do not need to be a space expert: ' +
    'teams mix developers, designers, scientists, storytellers and anyone curious about Earth and space.',
};

export const aboutEntries = (): KnowledgeEntry[] => [
  {
    id: 'about',
    question: `What is ${EVENT_NAME}? What is Space Apps?`,
    answer: `${ABOUT_PARAGRAPHS.what} ${ABOUT_PARAGRAPHS.since}`,
    keywords: 'about hackathon competition idea purpose history',
    source: ABOUT,
  },
  {
    id: 'who-can-take-part',
    question: 'Who can take part? Who can participate or join?',
    answer: ABOUT_PARAGRAPHS.who,
    keywords: 'eligible eligibility allowed students graduates professionals beginners experience expert background age',
    source: ABOUT,
  },
];
