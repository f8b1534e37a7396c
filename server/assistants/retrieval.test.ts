import { describe, expect, it } from 'vitest';
import { CHATBOT_TRAINING_DATA } from '../seed/chatbot';
import { DEFAULT_SETTINGS } from '../settings/settings';
import { retrievalReply } from './chat';
import { DONT_KNOW } from './chat-guard';
import { CONTACT_EMAIL, eventFacts } from './event-facts';
import { bestMatches, indexKnowledge } from './retrieval';

const workshops = ['Introduction to NASA Open Data', 'Python for Data Analysis', 'GIS and Remote Sensing Basics'];
const entries = [...CHATBOT_TRAINING_DATA.map((item, index) => ({ id: `training-${index + 1}`, ...item })), ...eventFacts(DEFAULT_SETTINGS, workshops)];
const index = indexKnowledge(entries);
const answerTo = (question: string) => retrievalReply(index.search(question));
const sources = (question: string) => bestMatches(index.search(question)).map((match) => match.entry.id);

describe('retrieval answers questions about the event from the right entries', () => {
  it.each([
    ['When is the bootcamp?', 'Friday 19 September 2025'],
    ['what is the date of the bootcamp', 'Friday 19 September 2025'],
    ['What time does the bootcamp start?', '8:00 am to 6:00 pm'],
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

  it.each(['How many people can be in a team?', 'What is the maximum team size?', 'how many members can a team have'])('team size: %s', (question) => {
    expect(answerTo(question)).toContain('1 to 6 members');
  });

  it.each(['How many members can attend on site?', 'What are the on-site rules?'])('on-site rules: %s', (question) => {
    expect(answerTo(question)).toMatch(/at most 5 (members )?(of (a team|them) )?(take part )?on site/i);
    expect(answerTo(question)).toMatch(/at least 1/i);
  });

  it.each(['Can girls stay overnight?', 'Can female participants sleep at the venue?', 'Do women have to leave at night?'])('female overnight rule: %s', (question) => {
    expect(sources(question)[0]).toBe('rule-female-overnight');
    expect(answerTo(question)).toContain('leave on 3 October at 7:30 PM and return on 4 October at 8:00 AM');
  });

  it.each([
    ['How long can our video be?', 'at most 3 minutes'],
    ['Can we submit a project we finished last year?', 'disqualified'],
    ['Is Create your own challenge judged globally?', 'not eligible for global judging'],
    ['Can I use my passport?', 'passport number can replace'],
    ['Which workshops are there?', 'Python for Data Analysis'],
    ['how do I contact you', CONTACT_EMAIL],
  ])('rules and more: %s', (question, expected) => {
    expect(answerTo(question)).toContain(expected);
  });

  it.each(['What is the capital of France?', 'Write me a poem', 'Tell me the weather in Cairo', 'Is there parking at the venue?', 'Who won last year?', 'asdf qwer'])(
    'says it does not know, with the contact, when nothing answers: %s',
    (question) => {
      const reply = answerTo(question);
      expect(reply).toBe(DONT_KNOW);
      expect(reply).toContain("I don't know");
      expect(reply).toContain(CONTACT_EMAIL);
    },
  );

  it('follows the settings: a moved deadline is what it answers', () => {
    const moved = indexKnowledge(eventFacts({ ...DEFAULT_SETTINGS, bootcamp: { ...DEFAULT_SETTINGS.bootcamp, closedBootcampDate: '2025-09-18T23:59:59+03:00' } }));
    expect(retrievalReply(moved.search('bootcamp deadline'))).toContain('Thursday 18 September 2025 at 11:59 PM');
  });

  it('states no bootcamp day for an edition it has no details for, rather than a wrong one', () => {
    const next = indexKnowledge(eventFacts({ ...DEFAULT_SETTINGS, edition: 2026 }));
    expect(retrievalReply(next.search('When is the bootcamp?'))).not.toContain('19 September 2025');
  });
});
