import { expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings/settings';
import { deterministicReply } from './chat';
import { EVALUATION_SET, type EvaluationCase, type Expected } from './chat-evaluation-set';
import { indexKnowledge } from './retrieval';
import { shippedKnowledge } from './shipped-knowledge';

// The score reached when the set was written; a change that answers fewer questions right fails here.
const PASSING = EVALUATION_SET.length;

const index = indexKnowledge(shippedKnowledge());
const found = (reply: string, expected: Expected) =>
  typeof expected === 'string' ? reply.toLowerCase().includes(expected.toLowerCase()) : expected.test(reply);
// Every answer the site gives names where it comes from: a page path, an address, or the private page.
const NAMES_SOURCE = /^From [^:]+?(\((\/|https:\/\/)[^)]*\))?: /;

/** What is wrong with the reply to one case, or nothing. */
function problems({ question, before = [], says, never = [] }: EvaluationCase): string[] {
  const reply = deterministicReply(index, [...before, question], DEFAULT_SETTINGS.contactEmail);
  const missing = says.filter((expected) => !found(reply, expected)).map((expected) => `misses ${String(expected)}`);
  const wrong = never.filter((expected) => found(reply, expected)).map((expected) => `says ${String(expected)}`);
  const unsourced = !/I don.t know/.test(reply) && !NAMES_SOURCE.test(reply) ? ['names no source'] : [];
  const all = [...missing, ...wrong, ...unsourced];
  return all.length === 0 ? [] : [`${question}\n    ${all.join('; ')}\n    reply: ${reply}`];
}

it(`answers at least ${PASSING} of the ${EVALUATION_SET.length} applicant questions with the expected facts and a source`, () => {
  expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(40);
  const failures = EVALUATION_SET.flatMap(problems);
  const score = EVALUATION_SET.length - failures.length;
  console.log(`Chatbot evaluation: ${score}/${EVALUATION_SET.length}${failures.length > 0 ? `\n  ${failures.join('\n  ')}` : ''}`);
  expect(score).toBeGreaterThanOrEqual(PASSING);
});
