import { stem } from './text-terms';

// Words applicants use for the same thing; each word also finds the others of its group.
const GROUPS = [
  'when date day schedule',
  'time timing hour start begin arrive',
  'where venue location place address city campus held',
  'female girl woman women lady ladies',
  'overnight night sleep stay',
  'member people participant teammate',
  'size many number maximum most',
  'rule regulation policy allowed requirement',
  'site onsite physical',
  'online virtual virtually remote remotely home distance',
  'deadline close closing last due till until',
  'register registration apply application signup enroll join',
  'photo picture image',
  'contact email mail reach organiser organizer',
  'edit change modify update',
  'judge judging jury panel',
  'disqualify disqualified banned',
  'workshop session course',
  'id identity passport',
  'bring take carry',
  'alone solo individual individually myself single',
  'challenge challanges problem topic track',
  'seat place spot capacity full',
  'guidebook handbook manual guide',
  'document paper resource',
  'upload submit send',
  'step process procedure',
];

const synonyms = new Map<string, string[]>();
for (const group of GROUPS) {
  const stems = [...new Set(group.split(' ').map(stem))];
  for (const word of stems) synonyms.set(word, [...new Set([...(synonyms.get(word) ?? []), ...stems.filter((other) => other !== word)])]);
}

/** The stem itself first, then the stems of its synonyms. */
export const withSynonyms = (term: string): string[] => [term, ...(synonyms.get(term) ?? [])];

// Politeness and Franco-Arabic glue words ("ezay a3mel register lel team?"): never what a question is about.
const FILLER = new Set('plz pls kindly ezay ezzay a3mel a3ml lel el ya ana momken law sama7t'.split(' '));

// Ways of saying a thing that no single word carries.
const PHRASES: [RegExp, string][] = [
  [/\b(do|did) ?n[o'’]?t have (a |any )?(team|teammates?)\b|\bwithout (a |any )?team\b|\bno team\b|\bone[- ]person\b/g, 'alone'],
  [/\bon[- ]site\b|\bin person\b|\boffline\b/g, 'onsite'],
];

/** The question with idioms replaced by the word that names them ("I don't have a team" -> "I alone"). */
export const withoutIdioms = (question: string) =>
  PHRASES.reduce((text, [pattern, word]) => text.replace(pattern, word), question.toLowerCase());

/** A word to drop from a question before searching. */
export const isFiller = (token: string) => FILLER.has(token);

// Words that do not show what a question is about: every entry is about the event in Cairo.
const WEAK = new Set(
  (
    'when where how nasa space app apps cairo event edition about info information detail please want like wonder question ask ' +
    'possible year'
  )
    .split(' ')
    .map(stem),
);

/** A term that must be matched for the assistant to say it knows the answer (an edition's year is not one). */
export const isTopicTerm = (term: string) => !WEAK.has(term) && !/^20\d\d$/.test(term);

// Question words alone never make a topic: "and where is it?" is read with the question before it.
const QUESTION_WORDS = new Set(['when', 'where', 'how']);

/** The terms a question is about; a question made only of weak words ("What is Space Apps?") is about all of them. */
export function topicsOf(asked: string[]): string[] {
  const topics = asked.filter(isTopicTerm);
  return topics.length > 0 ? topics : asked.filter((term) => !QUESTION_WORDS.has(term));
}
