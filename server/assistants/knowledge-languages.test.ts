import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings/settings';
import { buildKnowledge } from './knowledge';
import { shippedKnowledge, shippedSources } from './shipped-knowledge';

const english = shippedKnowledge(DEFAULT_SETTINGS, 'en');
const arabic = shippedKnowledge(DEFAULT_SETTINGS, 'ar');
const ARABIC_LETTERS = /[\u0600-\u06FF]/;

describe('the knowledge in Arabic', () => {
  it('says every fact of the site that English says, under the same id', () => {
    const arabicIds = new Set(arabic.map((entry) => entry.id));
    const site = english.filter((entry) => entry.tier === 'site');
    expect(site.filter((entry) => !arabicIds.has(entry.id)).map((entry) => entry.id)).toEqual([]);
    expect(arabic.filter((entry) => entry.tier === 'site')).toHaveLength(site.length);
  });

  it('asks and answers in Arabic, naming its sources in Arabic', () => {
    for (const entry of arabic.filter((candidate) => candidate.tier === 'site')) {
      expect(entry.answer, entry.id).toMatch(ARABIC_LETTERS);
      expect(entry.question, entry.id).toMatch(ARABIC_LETTERS);
      if (entry.source) expect(entry.source.title, entry.id).toMatch(ARABIC_LETTERS);
    }
  });

  it("writes the settings' dates as the Arabic pages do, never in English", () => {
    const dates = arabic.find((entry) => entry.id === 'bootcamp-date')!;
    expect(dates.answer).toContain('الجمعة ١٩ سبتمبر ٢٠٢٥');
    expect(arabic.map((entry) => entry.answer).join(' ')).not.toMatch(/September|October|\bAM\b|\bPM\b/);
  });

  it('names the workshops as the Arabic form does, and keeps a name it does not know as stored', () => {
    const workshops = arabic.find((entry) => entry.id === 'workshops')!;
    expect(workshops.answer).toContain('لغة Python لتحليل البيانات');
    const sources = { ...shippedSources(), workshops: ['Python for Data Analysis', 'Rocketry 101'] };
    const answer = buildKnowledge(sources, 'ar').find((entry) => entry.id === 'workshops')!.answer;
    expect(answer).toContain('لغة Python لتحليل البيانات؛ Rocketry 101');
  });

  it("puts an organisers' training row in the language of its question", () => {
    const sources = shippedSources();
    const training = [
      { question: 'Is there Wi-Fi?', answer: 'Yes.' },
      { question: 'هل يوجد واي فاي؟', answer: 'نعم.' },
    ];
    const rows = (language: 'en' | 'ar') =>
      buildKnowledge({ ...sources, training }, language)
        .filter((entry) => entry.tier === 'organisers')
        .map((entry) => entry.answer);
    expect(rows('en')).toEqual(['Yes.']);
    expect(rows('ar')).toEqual(['نعم.']);
  });
});
