import { expect, it } from 'vitest';
import type { Language } from '../../src/lib/i18n/languages';
import { DEFAULT_SETTINGS } from '../settings/settings';
import { deterministicReply } from './chat';
import { EVALUATION_SET, type Expected } from './chat-evaluation-set';
import { ARABIC_EVALUATION_SET, type PagedCase } from './chat-evaluation-set-ar';
import { questionLanguage } from './question-language';
import { indexKnowledge } from './retrieval';
import { shippedKnowledge } from './shipped-knowledge';

const indexes = { en: indexKnowledge(shippedKnowledge()), ar: indexKnowledge(shippedKnowledge(DEFAULT_SETTINGS, 'ar')) };
const found = (reply: string, expected: Expected) =>
  typeof expected === 'string' ? reply.toLowerCase().includes(expected.toLowerCase()) : expected.test(reply);
// Every answer the site gives names where it comes from: a page path, an address, or the private page.
const NAMES_SOURCE: Record<Language, RegExp> = {
  en: /^From [^:]+?(\((\/|https:\/\/)[^)]*\))?: /,
  ar: /^من [^:]+?(\((\/|https:\/\/)[^)]*\))?: /,
};
const FIXED = /I don.t know|لا أعرف|لا أطّلع/;

/** What is wrong with the reply to one case, asked from a page in `page`, or nothing. */
function problems({ question, before = [], says, never = [], page }: PagedCase, defaultPage: Language): string[] {
  const language = questionLanguage(question, page ?? defaultPage);
  const reply = deterministicReply(indexes[language], [...before, question], DEFAULT_SETTINGS.contactEmail, language);
  const missing = says.filter((expected) => !found(reply, expected)).map((expected) => `misses ${String(expected)}`);
  const wrong = never.filter((expected) => found(reply, expected)).map((expected) => `says ${String(expected)}`);
  const unsourced = !FIXED.test(reply) && !NAMES_SOURCE[language].test(reply) ? ['names no source'] : [];
  const all = [...missing, ...wrong, ...unsourced];
  return all.length === 0 ? [] : [`${question}\n    ${all.join('; ')}\n    reply: ${reply}`];
}

function score(name: string, set: PagedCase[], page: Language): number {
  const failures = set.flatMap((testCase) => problems(testCase, page));
  const passed = set.length - failures.length;
  console.log(`Chatbot evaluation (${name}): ${passed}/${set.length}${failures.length > 0 ? `\n  ${failures.join('\n  ')}` : ''}`);
  return passed;
}

// The scores reached when the sets were written; a change that answers fewer questions right fails here.
it(`answers all ${EVALUATION_SET.length} English applicant questions with the expected facts and a source`, () => {
  expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(40);
  expect(score('en', EVALUATION_SET, 'en')).toBe(EVALUATION_SET.length);
});

it(`answers all ${ARABIC_EVALUATION_SET.length} Arabic applicant questions in Arabic, from Arabic content, with a source`, () => {
  expect(ARABIC_EVALUATION_SET.length).toBeGreaterThanOrEqual(30);
  expect(score('ar', ARABIC_EVALUATION_SET, 'ar')).toBe(ARABIC_EVALUATION_SET.length);
});
