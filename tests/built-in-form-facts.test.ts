import { describe, expect, it } from 'vitest';
import { fillDefinition, type FormDefinition } from '../src/engine/index';
import { lintDefinition } from '../src/engine/organiser';
import { DEFAULT_EVENT, type EventSettings } from '../src/lib/event/default-event';
import { placeholderValues } from '../src/lib/event/placeholder-values';
import { formsById, loadDefinitionFiles } from './support/definition-files';

// The built-in forms state the event's facts through placeholders, so a new edition's settings are all a form needs.
const files = loadDefinitionFiles();
const forms = formsById(files);

const EDITION_2026: EventSettings = {
  ...DEFAULT_EVENT,
  edition: 2026,
  bootcamp: { openBootcampDate: '2026-09-01T00:00:00+03:00', closedBootcampDate: '2026-09-15T23:59:59+03:00' },
  hackathon: { openHackathonDate: '2026-09-01T00:00:00+03:00', closedHackathonDate: '2026-09-25T23:59:59+03:00' },
  bootcampDay: { start: '2026-09-18T09:00:00+03:00', end: '2026-09-18T17:00:00+03:00' },
  hackathonDays: { start: '2026-10-02T08:00:00+03:00', end: '2026-10-03T18:00:00+03:00' },
  venue: { bootcamp: 'the Greek Campus in downtown Cairo', hackathon: 'downtown Cairo' },
};

/** Everything a filled definition says above its fields: description, step titles, descriptions, notices and links. */
function said(definition: FormDefinition): string {
  const steps = definition.steps.flatMap((step) => [step.title, step.description, step.notice, ...step.links.map((link) => link.href)]);
  return [definition.description, ...steps].filter(Boolean).join('\n');
}

describe.each(files.map((file) => [file.name, file] as const))('forms/%s', (_name, { result }) => {
  it('names no placeholder that the settings do not fill', () => {
    if (!result.ok) return; // the definition contract reports it
    const problems = lintDefinition(result.definition).filter((problem) => /placeholder|\{\{/.test(problem.message));
    expect(problems).toEqual([]);
  });
});

describe.each(['bootcamp', 'bootcamp-confirmation', 'hackathon-team'])('the built-in form %s', (id) => {
  it("says another edition's facts, and nothing of 2025, once that edition is set", () => {
    const text = said(fillDefinition(forms[id]!, placeholderValues(EDITION_2026)));
    expect(text).toContain('2026');
    expect(text).not.toContain('{{');
    expect(text).not.toMatch(/2025|6th of October|19 September|4 October/);
  });
});

describe('the guidelines give the facts of the settings', () => {
  it('bootcamp: date, hours, venue and deadline', () => {
    const text = said(fillDefinition(forms.bootcamp!, placeholderValues(EDITION_2026)));
    expect(text).toContain('Date: Friday 18 September 2026.');
    expect(text).toContain('Time: 9:00 AM to 5:00 PM.');
    expect(text).toContain('Venue: the Greek Campus in downtown Cairo.');
    expect(text).toContain('Application deadline: Tuesday 15 September 2026 at 11:59 PM.');
  });

  it("hackathon: days, venue, deadline, the overnight rule and the edition's challenges", () => {
    const text = said(fillDefinition(forms['hackathon-team']!, placeholderValues(EDITION_2026)));
    expect(text).toContain('Event: 2 and 3 October 2026, starting at 8:00 AM, in downtown Cairo.');
    expect(text).toContain('Registration deadline: Friday 25 September 2026 at 11:59 PM.');
    expect(text).toContain('they leave on 2 October at 7:30 PM and return on 3 October at 8:00 AM');
    expect(text).toContain('https://www.spaceappschallenge.org/2026/challenges/');
  });
});
