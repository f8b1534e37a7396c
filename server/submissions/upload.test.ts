import { describe, expect, it } from 'vitest';
import { cleanFileName } from './upload';

describe('cleanFileName', () => {
  it('cuts a long name by characters, never through an emoji, and keeps its extension', () => {
    const name = cleanFileName(`${'a'.repeat(198)}🚀🚀🚀.pdf`);
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(name).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/); // no half emoji: PostgreSQL cannot store one
  });

  it('drops folders and control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\id\u0000card?.png')).toBe('idcard.png');
    expect(cleanFileName('')).toBe('file');
  });
});
