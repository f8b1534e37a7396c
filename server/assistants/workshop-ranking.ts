import MiniSearch from 'minisearch';
import type { OptionListItem } from '../options/option-store';
import { isRealWorkshop } from './knowledge';
import { stem, tokenize } from './text-terms';
import { profileTerms } from './workshop-vocabulary';

export type PersonalData = Record<string, unknown>;

// How much each part of the application says about the workshops that fit (skills say most).
const WEIGHTS: Record<string, number> = {
  'technical-skills': 3,
  'non-technical-skills': 3,
  field_of_study_id: 2,
  talk_about_yourself: 1.5,
  current_occupation: 1,
  why_this_workshop: 1,
  educational_level_id: 0.5,
};

const asText = (value: unknown): string =>
  Array.isArray(value) ? value.map(asText).join(' ') : typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The weighted parts of an application the ranking reads (each chosen skill is one); other answers are ignored. */
export function profileParts(personal: PersonalData): { text: string; weight: number }[] {
  return Object.entries(personal)
    .flatMap(([name, value]) => {
      const weight = WEIGHTS[name] ?? (/skill/i.test(name) ? 3 : 0);
      return (Array.isArray(value) ? value.slice(0, 50) : [value]).map((item) => ({ text: asText(item).slice(0, 2_000), weight }));
    })
    .filter((part) => part.weight > 0 && part.text.trim() !== '');
}

/**
 * Workshops from the best fit to the least, by text similarity (minisearch's BM25) between the
 * applicant's skills, studies and self-description and each workshop's name and description.
 * Never "None"; workshops nothing matched keep their list order at the end.
 */
export function rankWorkshops(personal: PersonalData, workshops: OptionListItem[]): OptionListItem[] {
  const real = workshops.filter(isRealWorkshop);
  const index = new MiniSearch<OptionListItem>({
    fields: ['name', 'description'],
    tokenize,
    processTerm: (term) => stem(term),
    searchOptions: { boost: { name: 2 }, prefix: (term) => term.length >= 5 },
  });
  index.addAll(real);
  const scores = new Map<number, number>();
  for (const part of profileParts(personal)) {
    const query = profileTerms(part.text).join(' ');
    if (query === '') continue;
    const results = index.search(query, { processTerm: (term) => term });
    const top = results[0]?.score ?? 0;
    // Each part adds at most its weight, so a long self-description cannot drown the skills.
    for (const result of results) scores.set(Number(result.id), (scores.get(Number(result.id)) ?? 0) + (part.weight * result.score) / top);
  }
  return real
    .map((workshop, position) => ({ workshop, position, score: scores.get(workshop.id) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map((entry) => entry.workshop);
}
