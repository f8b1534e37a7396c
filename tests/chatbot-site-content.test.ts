import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ABOUT_PARAGRAPHS } from '../server/assistants/about-page';
import { REGISTER_ENTRY } from '../server/assistants/team-answers';
import { PRODUCT_NAME } from '../src/lib/event/event-facts';

// The chatbot quotes the about page and the registration entry page, whose words live in JSX: this holds the quotes true.

/** A page's words as a visitor reads them: its JSX text with entities and the product name filled in, spaces collapsed. */
function pageText(path: string): string {
  return readFileSync(new URL(`../src/features/${path}`, import.meta.url), 'utf8')
    .replaceAll('{PRODUCT_NAME}', PRODUCT_NAME)
    .replaceAll('&apos;', "'")
    .replace(/\s+/g, ' ');
}

describe("the chatbot's quotes of the site's pages", () => {
  it('the about page and the registration entry page still say what the chatbot quotes', () => {
    const about = pageText('content-pages/about-page.tsx');
    for (const paragraph of Object.values(ABOUT_PARAGRAPHS)) expect(about).toContain(paragraph);
    const entry = pageText('registration-pages/register-entry.tsx');
    // The chatbot's steps for a team start with this page: who fills it in, and what it asks first.
    for (const words of [REGISTER_ENTRY, 'Team leader’s e-mail', 'National ID or passport number', 'How will your team take part?']) {
      expect(entry).toContain(words);
    }
  });
});
