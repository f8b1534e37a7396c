import { stem } from './text-terms';

// Words applicants use for the same thing; each word also finds the others of its group.
const GROUPS = [
  'when date day schedule',
  'time hour start begin',
  'where venue location place address city campus held',
  'female girl woman women lady ladies',
  'overnight night sleep stay',
  'member people participant teammate',
  'size many number maximum most',
  'rule regulation policy allowed requirement',
  'site onsite physical',
  'online virtual remote remotely',
  'deadline close closing last due',
  'register registration apply application signup enroll',
  'photo picture image',
  'contact email mail reach organiser organizer',
  'edit change modify update',
  'judge judging jury panel',
  'disqualify disqualified banned',
  'workshop session course',
  'id identity passport',
];

const synonyms = new Map<string, string[]>();
for (const group of GROUPS) {
  const stems = [...new Set(group.split(' ').map(stem))];
  for (const word of stems) synonyms.set(word, [...new Set([...(synonyms.get(word) ?? []), ...stems.filter((other) => other !== word)])]);
}

/** The stem itself first, then the stems of its synonyms. */
export const withSynonyms = (term: string): string[] => [term, ...(synonyms.get(term) ?? [])];

// Words that do not show what a question is about: every entry is about the event in Cairo.
const WEAK = new Set(['when', 'where', 'how', 'nasa', 'space', 'app', 'apps', 'cairo', 'event', 'edition', '2025', 'about', 'info', 'information', 'detail', 'please', 'want', 'like', 'wonder', 'question', 'ask'].map(stem));

/** A term that must be matched for the assistant to say it knows the answer. */
export const isTopicTerm = (term: string) => !WEAK.has(term);
