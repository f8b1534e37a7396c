import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFiles, formatReports } from './check-command';

describe('forms check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'forms-check-'));
  const write = (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  it('passes the built-in definitions', () => {
    const reports = checkFiles(['forms/bootcamp.json', 'forms/hackathon-team.json']);
    expect(formatReports(reports)).toBe('✓ forms/bootcamp.json\n✓ forms/hackathon-team.json\n2 definition(s) OK');
  });

  it('prints every problem with its path and hint, and counts them', () => {
    const broken = write(
      'broken.json',
      JSON.stringify({ title: 'T', steps: [{ title: 'S', fields: [{ name: 'a', label: 'A', type: 'txt', dependOn: {} }] }] }),
    );
    const text = formatReports(checkFiles([broken]));
    expect(text).toContain(`✗ ${broken}: steps.0.fields.0.type: Unknown field type "txt"`);
    expect(text).toContain(`✗ ${broken}: steps.0.fields.0.dependOn: Unknown property "dependOn" (Did you mean "dependsOn"?)`);
    expect(text.split('\n').at(-1)).toBe('2 problem(s) found');
  });

  it('refuses a pattern the linear-time engine cannot run, as publishing would', () => {
    const field = { name: 'ref', label: 'Ref', type: 'text', validation: { pattern: '^(\\d)\\1$' } };
    const file = write('backref.json', JSON.stringify({ title: 'T', steps: [{ title: 'S', fields: [field] }] }));
    expect(formatReports(checkFiles([file]))).toContain(
      `✗ ${file}: steps.0.fields.0.validation.pattern: Backreferences are not supported: \\1 cannot run in linear time (`,
    );
  });

  it('warns about likely mistakes without failing', () => {
    const idea = { name: 'idea', label: 'Idea', type: 'textarea', placeholder: 'not more than 350 words', validation: { maxWords: 150 } };
    const file = write('warn.json', JSON.stringify({ title: 'T', steps: [{ title: 'S', fields: [idea] }] }));
    const reports = checkFiles([file]);
    expect(reports[0]!.problems).toEqual([]);
    expect(formatReports(reports)).toContain(
      `⚠ ${file}: steps.0.fields.0.placeholder: Says at most 350 words but validation.maxWords is 150`,
    );
    expect(formatReports(reports).split('\n').at(-1)).toBe('1 definition(s) OK, 1 warning(s)');
  });

  it('reports unreadable files and broken JSON as problems', () => {
    const text = formatReports(checkFiles([join(dir, 'missing.json'), write('bad.json', '{')]));
    expect(text).toMatch(/missing\.json: \(root\): Cannot read the file/);
    expect(text).toMatch(/bad\.json: \(root\): Not valid JSON/);
  });
});
