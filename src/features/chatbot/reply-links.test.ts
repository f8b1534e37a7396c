import { describe, expect, it } from 'vitest';
import { replySegments } from './reply-links';

describe('replySegments', () => {
  it('links the source page of a reply and keeps the words around it', () => {
    const segments = replySegments('From the F.A.Q. (/faq): Yes.');
    expect(segments).toEqual([{ text: 'From the F.A.Q. (' }, { text: '/faq', page: '/faq' }, { text: '): Yes.' }]);
  });

  it('links the home page, a section of it and a path inside a sentence', () => {
    expect(replySegments('From the home page (/): x').filter((segment) => 'page' in segment)).toEqual([{ text: '/', page: '/' }]);
    const section = { text: '/#bootcamp-section', page: '/#bootcamp-section' };
    expect(replySegments("From the home page's bootcamp section (/#bootcamp-section): x")[1]).toEqual(section);
    expect(replySegments('Register at /register before Friday.')[1]).toEqual({ text: '/register', page: '/register' });
  });

  it("links the organisers' site without the sentence's full stop", () => {
    const segments = replySegments('See https://www.spaceappschallenge.org/2025/challenges/. Then choose.');
    expect(segments).toEqual([
      { text: 'See ' },
      { text: 'https://www.spaceappschallenge.org/2025/challenges/', href: 'https://www.spaceappschallenge.org/2025/challenges/' },
      { text: '. Then choose.' },
    ]);
  });

  it('ends a link at Arabic punctuation', () => {
    expect(replySegments('سجّل من /register، قبل الجمعة.')[1]).toEqual({ text: '/register', page: '/register' });
    const challenges = 'https://www.spaceappschallenge.org/2025/challenges/';
    expect(replySegments(`التحديات على ${challenges}، اختر واحدًا.`)[1]).toEqual({ text: challenges, href: challenges });
  });

  it('links nothing else: other sites, unknown paths, slashes inside words', () => {
    const elsewhere = ['Go to https://evil.example/login now', 'https://www.spaceappschallenge.org.evil.example/x'];
    for (const reply of [...elsewhere, 'Open /admin/settings', 'AI/ML models']) {
      expect(replySegments(reply)).toEqual([{ text: reply }]);
    }
  });
});
