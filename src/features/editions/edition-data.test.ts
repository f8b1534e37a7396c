import { describe, expect, test } from 'vitest';
import { loadEdition, publishedYears } from './load-edition';
import { editionSchema } from './edition-schema';

describe('edition content files', () => {
  test('exist for 2015 to 2024', () => {
    expect(publishedYears()).toEqual([2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]);
  });

  test.each(publishedYears())('%i passes the schema and names its own year', async (year) => {
    const parsed = editionSchema.safeParse(await loadEdition(year));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.year).toBe(year);
  });

  test('2024 holds the figures of the specification and nothing invented', async () => {
    const edition = await loadEdition(2024);
    expect(edition?.insights).toEqual([
      { title: 'Teams', count: 795 },
      { title: 'Mentors', count: 226 },
      { title: 'Judges', count: 144 },
      { title: 'Volunteers', count: 540 },
    ]);
    expect(edition?.winners).toBeUndefined();
  });

  test('a year without a file has no content', async () => {
    await expect(loadEdition(2025)).resolves.toBeNull();
  });
});

describe('edition schema', () => {
  const base = { year: 2030, highlightsDescription: { en: 'x', ar: 'س' }, insights: [], gallary: [] };
  test('refuses an unknown insight title, a negative count and a video it cannot embed', () => {
    expect(editionSchema.safeParse({ ...base, insights: [{ title: 'Pizzas', count: 3 }] }).success).toBe(false);
    expect(editionSchema.safeParse({ ...base, insights: [{ title: 'Teams', count: -1 }] }).success).toBe(false);
    expect(editionSchema.safeParse({ ...base, videoUrl: 'https://example.com/video.mp4' }).success).toBe(false);
    expect(editionSchema.safeParse({ ...base, videoUrl: 'https://www.youtube-nocookie.com/embed/abc' }).success).toBe(true);
  });
  test('refuses a description without its Arabic', () => {
    expect(editionSchema.safeParse({ ...base, highlightsDescription: { en: 'x' } }).success).toBe(false);
    expect(editionSchema.safeParse({ ...base, highlightsDescription: 'x' }).success).toBe(false);
  });
  test('refuses unknown keys, so a typo does not silently drop a section', () => {
    expect(editionSchema.safeParse({ ...base, galery: [] }).success).toBe(false);
  });
});
