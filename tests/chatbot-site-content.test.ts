import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ABOUT_PARAGRAPHS } from '../server/assistants/about-page';
import { BOOTCAMP_FACTS, CONTACT_EMAIL, EVENT_NAME, HACKATHON_FACTS } from '../server/assistants/event-facts';
import { faqItems } from '../server/assistants/site-faq';
import { REGISTER_ENTRY } from '../server/assistants/team-answers';
import { DEFAULT_SETTINGS, type EventSettings } from '../server/settings/settings';
import { faqItems as siteFaqItems } from '../src/features/content-pages/faq-items';
import { eventDates, BOOTCAMP_FACTS as SITE_BOOTCAMP, HACKATHON_FACTS as SITE_HACKATHON } from '../src/features/home/event-facts';
import { CONTACT_EMAIL as SITE_CONTACT, PRODUCT_NAME } from '../src/features/layout/site-links';

// The server may not import the site's modules, so the chatbot keeps its own copy of what they say; this holds the two equal.

const EDITION_2026: EventSettings = {
  ...DEFAULT_SETTINGS,
  edition: 2026,
  bootcamp: { openBootcampDate: '2026-08-20T00:00:00+03:00', closedBootcampDate: '2026-09-10T23:59:59+03:00' },
  hackathon: { openHackathonDate: '2026-08-20T00:00:00+03:00', closedHackathonDate: '2026-09-24T23:59:59+03:00' },
  bootcampDay: { start: '2026-09-18T09:00:00+03:00', end: '2026-09-18T17:00:00+03:00' },
  hackathonDays: { start: '2026-09-30T08:00:00+03:00', end: '2026-10-01T18:00:00+03:00' }, // across two months
};

/** A page's words as a visitor reads them: its JSX text with entities and the product name filled in, spaces collapsed. */
function pageText(path: string): string {
  return readFileSync(new URL(`../src/features/${path}`, import.meta.url), 'utf8')
    .replaceAll('{PRODUCT_NAME}', PRODUCT_NAME)
    .replaceAll('&apos;', "'")
    .replace(/\s+/g, ' ');
}

describe("the chatbot's copy of the site's words", () => {
  it.each([
    ['2025', DEFAULT_SETTINGS],
    ['2026', EDITION_2026],
  ])('the F.A.Q. is word for word the page, with the %s settings', (_edition, settings) => {
    expect(faqItems(settings)).toEqual(siteFaqItems(eventDates(settings)));
  });

  it('the venues, the bootcamp benefits, the contact address and the event name are the pages\'', () => {
    expect(BOOTCAMP_FACTS).toEqual(SITE_BOOTCAMP);
    expect(HACKATHON_FACTS.venue).toBe(SITE_HACKATHON.venue);
    expect(CONTACT_EMAIL).toBe(SITE_CONTACT);
    expect(EVENT_NAME).toBe(PRODUCT_NAME);
  });

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
