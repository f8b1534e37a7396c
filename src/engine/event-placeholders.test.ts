import { describe, expect, it } from 'vitest';
import { checkDefinition } from './check';
import { EVENT_PLACEHOLDERS, fillDefinition, fillPlaceholders, type PlaceholderValues } from './event-placeholders';
import { lintDefinition } from './lint';

const values = Object.fromEntries(Object.keys(EVENT_PLACEHOLDERS).map((name) => [name, `<${name}>`])) as PlaceholderValues;
values['bootcamp.date'] = 'Friday 18 September 2026';

const checked = (raw: object) => {
  const result = checkDefinition({ title: 'T', steps: [{ title: 'S', fields: [{ name: 'a', label: 'A', type: 'text' }] }], ...raw });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.definition;
};
const lint = (raw: object) => lintDefinition(checked(raw)).map(({ path, message }) => `${path}: ${message}`);

describe('fillPlaceholders', () => {
  it('puts the settings in place of each known name, spaces inside the braces allowed', () => {
    expect(fillPlaceholders('Date: {{bootcamp.date}}. Again: {{ bootcamp.date }}.', values)).toBe(
      'Date: Friday 18 September 2026. Again: Friday 18 September 2026.',
    );
  });

  it('leaves an unknown name and text without braces as written', () => {
    expect(fillPlaceholders('{{bootcamp.dates}} and {single} and {{}}', values)).toBe('{{bootcamp.dates}} and {single} and {{}}');
    expect(fillPlaceholders('{{constructor}}', values)).toBe('{{constructor}}'); // an object's own keys only
  });
});

describe('fillDefinition', () => {
  const definition = checked({
    title: 'Bootcamp {{edition}}',
    description: 'The {{edition}} bootcamp',
    steps: [
      {
        title: 'Guideline {{edition}}',
        description: 'Date: {{bootcamp.date}}.',
        notice: 'Write to {{contact.email}}.',
        links: [{ label: 'Challenges {{edition}}', href: 'https://example.org/{{edition}}/challenges/' }],
        fields: [{ name: 'a', label: 'A', type: 'text', desc: 'Keeps {{edition}}' }],
      },
    ],
  });
  const filled = fillDefinition(definition, values);

  it("fills the form's description and each step's title, description, notice and links", () => {
    expect(filled.description).toBe('The <edition> bootcamp');
    expect(filled.steps[0]).toMatchObject({
      title: 'Guideline <edition>',
      description: 'Date: Friday 18 September 2026.',
      notice: 'Write to <contact.email>.',
      links: [{ label: 'Challenges <edition>', href: 'https://example.org/<edition>/challenges/' }],
    });
  });

  it("leaves the form's title, the fields and the definition it was given as written", () => {
    expect(filled.title).toBe('Bootcamp {{edition}}'); // e-mails and exports name the form by it
    expect(filled.fields[0]!.desc).toBe('Keeps {{edition}}');
    expect(definition.steps[0]!.description).toBe('Date: {{bootcamp.date}}.');
  });
});

describe('lintDefinition reports placeholders no setting fills', () => {
  it('names an unknown placeholder where it is written, with the known ones', () => {
    const steps = [{ title: 'S', description: 'Venue: {{venue}}.', fields: [{ name: 'a', label: 'A', type: 'text' }] }];
    const [problem] = lintDefinition(checked({ steps }));
    expect(problem).toMatchObject({ path: 'steps.0.description', message: 'Unknown placeholder {{venue}}' });
    expect(problem!.hint).toContain('bootcamp.venue');
  });

  it('names a placeholder in a text nothing fills: the title, a label, a help text', () => {
    const fields = [{ name: 'a', label: 'A {{edition}}', type: 'text', desc: 'By {{bootcamp.deadline}}' }];
    expect(lint({ title: 'Form {{edition}}', steps: [{ title: 'S', fields }] })).toEqual([
      'title: {{edition}} is not filled in here',
      'steps.0.fields.0.label: {{edition}} is not filled in here',
      'steps.0.fields.0.desc: {{bootcamp.deadline}} is not filled in here',
    ]);
  });

  it('stays quiet for known placeholders where they are filled', () => {
    expect(lint({ description: 'On {{hackathon.days}} in {{hackathon.venue}}; write to {{contact.email}}.' })).toEqual([]);
  });
});
