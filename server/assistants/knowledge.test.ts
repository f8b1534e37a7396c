import { describe, expect, it } from 'vitest';
import type { FieldDef, FormDefinition } from '../../src/engine/index';
import { DEFAULT_SETTINGS, type EventSettings } from '../settings/settings';
import { deterministicReply } from './chat';
import { buildKnowledge, type KnowledgeSources } from './knowledge';
import { indexKnowledge } from './retrieval';
import { shippedSources } from './shipped-knowledge';

const EDITION_2026: EventSettings = {
  ...DEFAULT_SETTINGS,
  edition: 2026,
  bootcamp: { openBootcampDate: '2026-08-20T00:00:00+03:00', closedBootcampDate: '2026-09-10T23:59:59+03:00' },
  hackathon: { openHackathonDate: '2026-08-20T00:00:00+03:00', closedHackathonDate: '2026-09-24T23:59:59+03:00' },
  countdownTarget: '2026-10-02T08:00:00+03:00',
  confirmationDeadline: '2026-09-28T23:59:59+03:00',
  bootcampDay: { start: '2026-09-18T09:00:00+03:00', end: '2026-09-18T17:00:00+03:00' },
  hackathonDays: { start: '2026-10-02T08:00:00+03:00', end: '2026-10-03T18:00:00+03:00' },
};

const replyFrom = (sources: KnowledgeSources) => {
  const index = indexKnowledge(buildKnowledge(sources));
  return (question: string) => deterministicReply(index, [question], sources.settings.contactEmail);
};

/** The shipped hackathon form with one field changed, as organisers might publish it. */
function withField(sources: KnowledgeSources, name: string, change: (field: FieldDef) => FieldDef): KnowledgeSources {
  const form = sources.forms['hackathon-team']!;
  const fields = form.fields.map((field) => (field.name === name ? change(field) : field));
  const steps = form.steps.map((step) => ({ ...step, fields: step.fields.map((field) => (field.name === name ? change(field) : field)) }));
  return { ...sources, forms: { ...sources.forms, 'hackathon-team': { ...form, fields, steps } satisfies FormDefinition } };
}

describe('the knowledge is built from the site, read at request time', () => {
  it('names a source a visitor can open for every answer of the site', () => {
    const pages = /^(\/|\/faq|\/about|\/contact|\/register|\/bootcamp-registration|\/bootcamp-confirmation|\/#bootcamp-section)$/;
    for (const entry of buildKnowledge(shippedSources()).filter((candidate) => candidate.tier === 'site')) {
      expect(entry.source?.title, entry.id).toBeTruthy();
      if (entry.source?.link !== undefined) expect(entry.source.link, entry.id).toMatch(pages);
    }
  });

  it('says no date the settings do not give: a 2026 edition leaves nothing of 2025 in the answers', () => {
    const answer = replyFrom(shippedSources(EDITION_2026));
    const dated = ['When is the hackathon?', 'How do I register my team?', 'how to apply for bootcamp', 'When must I confirm my seat?'];
    for (const question of [...dated, 'When does registration close?']) expect(answer(question)).toMatch(/2026/);
    for (const question of [...dated, 'What are the rules?', 'What will I get from attending the bootcamp?']) {
      expect(answer(question)).not.toMatch(/2025/);
    }
    expect(answer('What are the rules?')).toContain('leave on 2 October at 7:30 PM'); // the overnight rule moves with the days
    expect(answer('How do I register my team?')).toContain('Thursday 24 September 2026 at 11:59 PM');
  });

  it('quotes no dated text of a form: every date in the knowledge is one of the settings', () => {
    // The shipped forms still say 3 and 4 October 2025; the 2026 settings say 2 and 3 October.
    for (const entry of buildKnowledge(shippedSources(EDITION_2026)).filter((candidate) => candidate.tier === 'site')) {
      expect(entry.answer, entry.id).not.toMatch(/(September|October) 2025|\b4 October\b|\b3 October at 7:30/);
    }
  });

  it('answers whether one person can register from the team sizes the live form offers', () => {
    expect(replyFrom(shippedSources())('Can I register alone?')).toMatch(/: Yes\. A team has 1 to 6 members/);
    const withoutOne = (field: FieldDef) => ({ ...field, options: field.options.filter((option) => option.value !== '1') });
    const pairsOnly = withField(shippedSources(), 'members_count', withoutOne);
    expect(replyFrom(pairsOnly)('Can I register alone?')).toMatch(/: No\. A team has 2 to 6 members\./);
  });

  it('gives one answer on taking part online, and it agrees with the rules and the F.A.Q.', () => {
    const answer = replyFrom(shippedSources());
    for (const question of ['Can I take part online?', 'can we participate remotely from home?', 'Is the hackathon online or onsite?']) {
      const reply = answer(question);
      expect(reply).toMatch(/^From the Hackathon Registration form \(\/register\): Yes, you can take part online: .*choose "Virtual"/);
      // The on-site limits of the rules, said of on-site teams only.
      expect(reply).toContain('An on-site team takes part with at least 1 and at most 5 members on site');
      expect(reply).not.toMatch(/\bNo\b|must (be|attend) on site/);
    }
    expect(answer('We want to take part online. Is that possible?')).toMatch(/Yes.*Virtual/);
  });

  it('never states the on-site minimum as if it bound virtual teams', () => {
    const loose = buildKnowledge(shippedSources()).filter((entry) =>
      /at least (1|one) members? must (be|attend) on site/i.test(entry.answer),
    );
    expect(loose.map((entry) => entry.id)).toEqual([]);
  });

  it('links the challenges page the live guideline links', () => {
    const sources = shippedSources();
    const form = sources.forms['hackathon-team']!;
    const href = 'https://example.org/2026/challenges/';
    const relink = (link: { label: string; href: string }) => (/challenge/i.test(link.label) ? { ...link, href } : link);
    const moved = form.steps.map((step) => ({ ...step, links: step.links.map(relink) }));
    const answer = replyFrom({ ...sources, forms: { ...sources.forms, 'hackathon-team': { ...form, steps: moved } } });
    expect(answer('Where can I see the challenges?')).toContain(href);
  });

  it('still answers dates and the F.A.Q. when no form can be read', () => {
    const answer = replyFrom({ ...shippedSources(), forms: {} });
    expect(answer('When is the bootcamp?')).toContain('Friday 19 September 2025');
    expect(answer('Can female participants stay overnight?')).toContain('7:30 PM');
  });

  it("prefers the site's own answer to an organisers' training row asking the same", () => {
    const sources = { ...shippedSources(), training: [{ question: 'When is the hackathon?', answer: 'On 4 and 5 October 2024.' }] };
    expect(replyFrom(sources)('When is the hackathon?')).toContain('Friday 3 October 2025 at 8:00 AM');
  });
});
