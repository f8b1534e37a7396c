import MiniSearch, { type Query } from 'minisearch';
import { isFiller, topicsOf, withoutIdioms, withSynonyms } from './chat-synonyms';
import type { KnowledgeEntry, Tier } from './knowledge-entry';
import { tokenize, isStopWord, stem } from './text-terms';

export interface Match {
  entry: KnowledgeEntry;
  score: number;
  /** Share of the question's topic words this entry matched (0 to 1), a word only its answer holds counting half. */
  coverage: number;
}

export interface KnowledgeIndex {
  search: (question: string) => Match[];
}

/** How much a question word found only in an entry's answer counts towards its coverage. */
const ANSWER_ONLY = 0.5;

// Query terms arrive processed; prefixes for long words and one typo in longer ones.
const SEARCH = {
  processTerm: (term: string) => term,
  prefix: (term: string) => term.length >= 5,
  fuzzy: (term: string) => (term.length >= 6 ? 1 : false),
};

const processTerm = (token: string) => (isStopWord(token) || isFiller(token) ? null : stem(token));
const questionTerms = (text: string) =>
  tokenize(text)
    .map(processTerm)
    .filter((term): term is string => term !== null);

/** A search index over the entries: minisearch's BM25 with synonyms, prefixes for long words and one typo. */
export function indexKnowledge(entries: KnowledgeEntry[]): KnowledgeIndex {
  const index = new MiniSearch<KnowledgeEntry>({
    fields: ['question', 'answer', 'keywords', 'context'],
    storeFields: [],
    tokenize,
    processTerm,
    searchOptions: { boost: { question: 2, keywords: 1.5, context: 0.3 } },
  });
  index.addAll(entries);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));

  return {
    search(question) {
      const asked = [...new Set(questionTerms(withoutIdioms(question)))];
      const topics = topicsOf(asked);
      if (asked.length === 0) return [];
      // Which asked word each searched word stands for, to measure how much of the question an entry covers.
      const origin = new Map<string, Set<string>>();
      const queries: Query[] = asked.map((term) => {
        const variants = withSynonyms(term);
        for (const variant of variants) origin.set(variant, (origin.get(variant) ?? new Set()).add(term));
        return { queries: variants, combineWith: 'OR' };
      });
      const query: Query = { queries, combineWith: 'OR' };
      const askedFor = (queryTerms: string[]) => new Set(queryTerms.flatMap((term) => [...(origin.get(term) ?? [])]));
      // The words an entry is asked with (its question and keywords) count fully; words only its answer holds count half.
      const cues = index.search(query, { ...SEARCH, fields: ['question', 'keywords', 'context'] });
      const cued = new Map(cues.map((result) => [result.id, askedFor(result.queryTerms)]));
      return index.search(query, SEARCH).map((result) => {
        const inCue = cued.get(result.id) ?? new Set<string>();
        const anywhere = askedFor(result.queryTerms);
        const weight = topics.reduce((sum, term) => sum + (inCue.has(term) ? 1 : anywhere.has(term) ? ANSWER_ONLY : 0), 0);
        return { entry: byId.get(String(result.id))!, score: result.score, coverage: topics.length === 0 ? 0 : weight / topics.length };
      });
    },
  };
}

/** Enough of the question is matched to answer from this entry (at least 60% of its topic words). */
export function isConfident(match: Match | undefined): match is Match {
  return match !== undefined && match.coverage >= 0.6;
}

const LONG_ANSWER = 280;
const TIER_RANK: Record<Tier, number> = { site: 0, organisers: 1 };
const rankOf = (match: Match) => TIER_RANK[match.entry.tier ?? 'site'];

/** Matches in the order they answer: most of the question covered, the site's own content first, then the best score. */
export const ranked = (matches: Match[]) =>
  [...matches].sort((a, b) => b.coverage - a.coverage || rankOf(a) - rankOf(b) || b.score - a.score);

/** A second answer worth giving after the first: as close a match, from the same kind of source, saying something new. */
function adds(first: Match, second: Match): boolean {
  // A long answer stands alone: a second one would bury it.
  if (first.entry.answer.length > LONG_ANSWER || second.coverage < first.coverage || rankOf(second) !== rankOf(first)) return false;
  if (second.score < first.score * 0.75) return false;
  const firstTerms = new Set(questionTerms(first.entry.answer));
  const secondTerms = new Set(questionTerms(second.entry.answer));
  const fresh = [...secondTerms].filter((term) => !firstTerms.has(term));
  // A second answer that repeats most of the first (a help text it quotes) adds nothing.
  const repeated = [...firstTerms].filter((term) => secondTerms.has(term)).length / Math.max(firstTerms.size, 1);
  return fresh.length >= 4 && repeated < 0.8;
}

/**
 * The best entries to answer from: the confident match covering most of the question (the site's own content
 * before the organisers' training rows), and a second one when it adds to it.
 */
export function bestMatches(matches: Match[]): Match[] {
  const [first, second] = ranked(matches.filter(isConfident));
  if (!first) return [];
  return second && adds(first, second) ? [first, second] : [first];
}
