import { describe, expect, it } from 'vitest';
import { assign, compactLists, parseKey } from './form-keys';

const build = (entries: [string, unknown][]) => {
  const root = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of entries) assign(root, parseKey(key), value);
  return JSON.parse(JSON.stringify(compactLists(root)));
};

describe('form keys', () => {
  it('nests rows and collects lists', () => {
    expect(
      build([
        ['members[0][name]', 'A'],
        ['members[1][name]', 'B'],
        ['skills[]', '1'],
        ['skills[]', '2'],
        ['tags', 'x'],
        ['tags', 'y'],
      ]),
    ).toEqual({
      members: [{ name: 'A' }, { name: 'B' }],
      skills: ['1', '2'],
      tags: ['x', 'y'],
    });
  });

  it('leaves a skipped row index as a missing row, which the engine refuses', () => {
    expect(build([['members[1][name]', 'B']])).toEqual({ members: [null, { name: 'B' }] });
  });

  it('keeps prototype keys as plain keys, polluting nothing', () => {
    const root = Object.create(null) as Record<string, unknown>;
    assign(root, parseKey('__proto__[polluted]'), 'yes');
    assign(root, parseKey('constructor[prototype][polluted]'), 'yes');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(root)).toEqual(['__proto__', 'constructor']);
  });

  it('refuses malformed, deep, huge-index and conflicting keys with 400', () => {
    for (const key of ['a[', 'a]b', '[x]', 'a[b][c][d][e]'])
      expect(() => parseKey(key), key).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => build([['members[100][name]', 'x']])).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() =>
      build([
        ['a', 'x'],
        ['a[b]', 'y'],
      ]),
    ).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});
