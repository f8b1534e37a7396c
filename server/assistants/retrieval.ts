import MiniSearch, { type Query } from 'minisearch';
import { withSynonyms, isTopicTerm } from './chat-synonyms';
import type { KnowledgeEntry } from './event-facts';
import { terms, tokenize, isStopWord, stem } from './text-terms';

export interface Match {
  entry: KnowledgeEntry;
  score: number;
  /** Share of the question's topic words this entry matched (0 to 1). */
  coverage: number;
}

export interface KnowledgeIndex {
  search: (question: string) => Match[];
}

const processTerm = (token: string) => (isStopWord(token) ? null : stem(token));

/** A search index over the entries: minisearch's BM25 with synonyms, prefixes for long words and one typo. */
export function indexKnowledge(entries: KnowledgeEntry[]): KnowledgeIndex {
  const index = new MiniSearch<KnowledgeEntry>({
    fields: ['question', 'answer', 'keywords'],
    storeFields: [],
    tokenize,
    processTerm,
    searchOptions: { boost: { question: 2, keywords: 1.5 } },
  });
  index.addAll(entries);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));

  return {
    search(question) {
      const asked = [...new Set(terms(question))];
      const topics = asked.filter(isTopicTerm);
      if (asked.length === 0) return [];
      // Which asked word each searched word stands for, to measure how much of the question an entry covers.
      const origin = new Map<string, Set<string>>();
      const queries: Query[] = asked.map((term) => {
        const variants = withSynonyms(term);
        for (const variant of variants) origin.set(variant, (origin.get(variant) ?? new Set()).add(term));
        return { queries: variants, combineWith: 'OR' };
      });
      const results = index.search(
        { queries, combineWith: 'OR' },
        {
          processTerm: (term) => term,
          prefix: (term) => term.length >= 5,
          fuzzy: (term) => (term.length >= 6 ? 1 : false),
        },
      );
      return results.map((result) => {
        const covered = new Set(result.queryTerms.flatMap((term) => [...(origin.get(term) ?? [])]));
        const coverage = topics.length === 0 ? 0 : topics.filter((term) => covered.has(term)).length / topics.length;
        return { entry: byId.get(String(result.id))!, score: result.score, coverage };
      });
    },
  };
}

/** Enough of the question is matched to answer from this entry (at least 60% of its topic words). */
export function isConfident(match: Match | undefined): match is Match {
  return match !== undefined && match.coverage >= 0.6;
}

/** The best entries to answer from: the top confident match, and a second one close to it that adds something. */
export function bestMatches(matches: Match[]): Match[] {
  const confident = matches.filter(isConfident).sort((a, b) => b.coverage - a.coverage || b.score - a.score);
  const [first, second] = confident;
  if (!first) return [];
  if (!second || second.score < first.score * 0.8) return [first];
  const seen = new Set(terms(first.entry.answer));
  const fresh = terms(second.entry.answer).filter((term) => !seen.has(term));
  return fresh.length >= 4 ? [first, second] : [first];
}
