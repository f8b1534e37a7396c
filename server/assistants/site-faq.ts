import type { EventSettings } from '../settings/settings';
import { faqItems } from '../../src/lib/event/faq-items';
import { PAGES, type KnowledgeEntry } from './knowledge-entry';

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

/** One entry per F.A.Q. item of the site (the same module draws the page), answered in its own words. */
export function faqEntries(settings: EventSettings): KnowledgeEntry[] {
  return faqItems(settings).map((item, index) => ({
    id: `faq-${index + 1}`,
    question: item.question,
    answer: item.answer.join(' '),
    keywords: CUES[item.question],
    source: PAGES.faq,
  }));
}
