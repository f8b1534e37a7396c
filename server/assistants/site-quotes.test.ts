import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../src/lib/event/event-facts';
import { ABOUT_PARAGRAPHS, ARABIC_ABOUT_PARAGRAPHS } from './about-page';
import { REGISTER_ENTRY } from './team-answers';
import { ARABIC_REGISTER_ENTRY } from './team-answers-ar';

// The chatbot quotes the about page and the registration entry page; their words live in the site's catalogues.
const catalogue = (language: string, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'));

describe("the chatbot's quotes of the site's pages, in each language", () => {
  it.each([
    ['en', ABOUT_PARAGRAPHS, REGISTER_ENTRY],
    ['ar', ARABIC_ABOUT_PARAGRAPHS, ARABIC_REGISTER_ENTRY],
  ] as const)('%s: the about page and /register still say what the chatbot quotes', (language, about, registerEntry) => {
    const content = catalogue(language, 'content');
    expect(about.what).toBe(content['about.what.text']?.replace('{product}', PRODUCT_NAME));
    expect(about.since).toBe(content['about.since']);
    expect(about.who).toBe(content['about.who.text']);
    const forms = catalogue(language, 'forms');
    expect(forms['entry.intro']).toMatch(new RegExp(`^${registerEntry.replace(/[.]/g, '\\.')}`));
    // The chatbot's steps for a team start with this page: what it asks first (its e-mail, ID and participation questions).
    for (const key of ['entry.email', 'entry.nationalId', 'entry.method']) expect(forms[key], key).toBeTruthy();
  });
});
