import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings/settings';
import { retrievalReply } from './chat';
import { dontKnow } from './chat-guard';
import { eventFacts } from './event-facts';
import { bestMatches, indexKnowledge } from './retrieval';
import { shippedKnowledge } from './shipped-knowledge';

const index = indexKnowledge(shippedKnowledge());
const CONTACT_EMAIL = DEFAULT_SETTINGS.contactEmail;
const answerTo = (question: string) => retrievalReply(index.search(question), CONTACT_EMAIL);
const sources = (question: string) => bestMatches(index.search(question)).map((match) => match.entry.id);

describe('retrieval answers questions about the event from the right entries', () => {
  it.each([
    ['When is the bootcamp?', 'Friday 19 September 2025'],
    ['what is the date of the bootcamp', 'Friday 19 September 2025'],
    ['What time does the bootcamp start?', '8:00 AM to 6:00 PM'],
    ['bootcmp date', 'Friday 19 September 2025'], // a typo still finds it
    ['When is the hackathon?', 'Friday 3 October 2025 at 8:00 AM'],
    ['When does hackathon registration close?', 'Friday 26 September 2025 at 11:59 PM'],
    ['What is the deadline to apply for the bootcamp?', 'Tuesday 16 September 2025 at 11:59 PM'],
  ])('dates: %s', (question, expected) => {
    expect(answerTo(question)).toContain(expected);
  });

  it.each([
    ['Where is the bootcamp held?', 'university in 6th of October city', 'bootcamp-venue'],
    ['What is the venue of the hackathon?', '6th of October city', 'hackathon-venue'],
  ])('venue: %s', (question, expected, source) => {
    expect(answerTo(question)).toContain(expected);
    expect(sources(question)).toContain(source);
  });

  it.each(['How many people can be in a team?', 'What is the maximum team size?', 'how many members can a team have'])(
    'team size: %s',
    (question) => {
      expect(answerTo(question)).toContain('1 to 6 members');
    },
  );

  it.each(['How many members can attend on site?', 'What are the on-site rules?'])('on-site rules: %s', (question) => {
    expect(answerTo(question)).toMatch(/at most 5 (members )?(of (a team|them) )?(take part |can attend )?on site/i);
    expect(answerTo(question)).toMatch(/at least 1/i);
  });

  it.each(['Can girls stay overnight?', 'Can female participants sleep at the venue?', 'Do women have to leave at night?'])(
    'female overnight rule: %s',
    (question) => {
      expect(sources(question)[0]).toBe('rule-female-overnight');
      expect(answerTo(question)).toContain('leave on 3 October at 7:30 PM and return on 4 October at 8:00 AM');
    },
  );

  it.each([
    ['How long can our video be?', 'at most 3 minutes'],
    ['Can we submit a project we finished last year?', 'disqualified'],
    ['Is Create your own challenge judged globally?', 'not eligible for global judging'],
    ['Can I use my passport?', 'enter your passport number'],
    ['Which workshops are there?', 'Python for Data Analysis'],
    ['how do I contact you', CONTACT_EMAIL],
  ])('rules and more: %s', (question, expected) => {
    expect(answerTo(question)).toContain(expected);
  });

  it.each([
    'What is the capital of France?',
    'Write me a poem',
    'Tell me the weather in Cairo',
    'Is there parking at the venue?',
    'Who won last year?',
    'asdf qwer',
  ])('says it does not know, with the contact, when nothing answers: %s', (question) => {
    const reply = answerTo(question);
    expect(reply).toBe(dontKnow(CONTACT_EMAIL));
    expect(reply).toContain("I don't know");
    expect(reply).toContain(CONTACT_EMAIL);
  });

  it('follows the settings: a moved deadline is what it answers', () => {
    const moved = indexKnowledge(
      eventFacts({ ...DEFAULT_SETTINGS, bootcamp: { ...DEFAULT_SETTINGS.bootcamp, closedBootcampDate: '2025-09-18T23:59:59+03:00' } }),
    );
    expect(retrievalReply(moved.search('bootcamp deadline'), CONTACT_EMAIL)).toContain('Thursday 18 September 2025 at 11:59 PM');
  });

  it("takes a new edition's days from the settings, including the overnight rule's dates", () => {
    const next = indexKnowledge(
      eventFacts({
        ...DEFAULT_SETTINGS,
        edition: 2026,
        bootcampDay: { start: '2026-09-18T09:00:00+03:00', end: '2026-09-18T17:00:00+03:00' },
        hackathonDays: { start: '2026-10-02T08:00:00+03:00', end: '2026-10-03T18:00:00+03:00' },
      }),
    );
    const answer = (question: string) => retrievalReply(next.search(question), CONTACT_EMAIL);
    expect(answer('When is the bootcamp?')).toContain('Friday 18 September 2026, from 9:00 AM to 5:00 PM');
    expect(answer('When is the hackathon?')).toContain(
      'The 2026 hackathon starts on Friday 2 October 2026 at 8:00 AM and runs until Saturday 3 October',
    );
    expect(answer('Can girls stay overnight?')).toContain('leave on 2 October at 7:30 PM and return on 3 October at 8:00 AM');
    expect(answer('When is the bootcamp?')).not.toContain('2025'); // nothing of the previous edition left
  });
});
