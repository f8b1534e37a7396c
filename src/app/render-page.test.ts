import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../features/registration-windows/event-settings';
import { renderPage } from './render-page';

const written = (formId: string) => ({
  ...(JSON.parse(readFileSync(new URL(`../../forms/${formId}.json`, import.meta.url), 'utf8')) as object),
  id: formId,
  version: 1,
});
const OPEN = { openBootcampDate: '2020-01-01T00:00:00Z', closedBootcampDate: '2099-01-01T00:00:00Z' };
const settings = { ...DEFAULT_SETTINGS, bootcamp: { ...DEFAULT_SETTINGS.bootcamp, ...OPEN } };
const bootcamp = { settings, forms: { bootcamp: written('bootcamp') } };
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('renderPage (the server’s first screens)', () => {
  it('draws the bootcamp form’s first step, in English and in Arabic, with nothing the page’s CSP would refuse', async () => {
    const english = await renderPage('/bootcamp-registration', { ...bootcamp, noDraft: ['bootcamp'] });
    expect(text(english)).toMatch(/Bootcamp Registration .* 1 Guidline 2 Personal Information/);
    expect(english).toMatch(/<button type="submit"[^>]*>Next<\/button>/);
    expect(english).toMatch(/<form class="form-renderer" inert=""/); // until the browser's app takes it over
    const arabic = await renderPage('/ar/bootcamp-registration', { ...bootcamp, noDraft: ['bootcamp'] });
    expect(text(arabic)).toContain('١ إرشادات ٢ البيانات الشخصية');
    for (const html of [english, arabic]) expect(html).not.toMatch(/<script|<style|\sstyle="/);
  });

  it('draws the team registration’s entry page, and a published form’s first step', async () => {
    const hackathonOpen = { openHackathonDate: OPEN.openBootcampDate, closedHackathonDate: OPEN.closedBootcampDate };
    const teamSettings = { ...settings, hackathon: { ...settings.hackathon, ...hackathonOpen } };
    const forms = { 'hackathon-team': written('hackathon-team'), member: written('member') };
    const register = await renderPage('/register', { settings: teamSettings, forms, noDraft: ['hackathon-team', 'member'] });
    expect(text(register)).toMatch(/Before you start .* Continue/);
    const volunteer = {
      id: 'volunteer',
      version: 3,
      title: 'Volunteer',
      steps: [{ title: 'About you', fields: [{ name: 'name', label: 'Your name', type: 'text' }] }],
    };
    const form = await renderPage('/form/volunteer', { settings, forms: { volunteer }, noDraft: ['volunteer'] });
    expect(form).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Your name<\/label>.*<input[^>]*id="\1"/);
    for (const html of [register, form]) expect(html).not.toMatch(/<script|<style|\sstyle="/);
  });

  it('draws the form only once no draft can be waiting: with a draft to look up, the page says it is loading', async () => {
    const html = await renderPage('/bootcamp-registration', bootcamp);
    expect(html).not.toContain('>Next<');
    expect(html).toMatch(/<p role="status" class="page-status">Loading...<\/p>/);
  });

  it('leaves the countdown before a window opens to the browser: drawn on the server it would be stale', async () => {
    const later = { openBootcampDate: '2098-01-01T00:00:00Z', closedBootcampDate: '2099-01-01T00:00:00Z' };
    const before = { ...settings, bootcamp: { ...settings.bootcamp, ...later } };
    const html = await renderPage('/bootcamp-registration', { ...bootcamp, settings: before, noDraft: ['bootcamp'] });
    expect(html).not.toContain('role="timer"');
    expect(html).toMatch(/<p role="status" class="page-status">Loading...<\/p>/);
  });

  it('leaves a widget whose library styles itself inline (a select) to the browser: its placeholder goes out in its place', async () => {
    const form = {
      id: 'pick',
      version: 1,
      title: 'Pick',
      steps: [{ title: 'One', fields: [{ name: 'team', label: 'Team', type: 'select', options: [{ label: 'A', value: 'a' }] }] }],
    };
    const html = await renderPage('/form/pick', { settings, forms: { pick: form }, noDraft: ['pick'] });
    expect(html).toMatch(
      /<label[^>]*>Team<\/label><!--\$!--><template data-dgst="drawn-in-the-browser"[^>]*><\/template><div class="widget-loading widget-loading-choice" aria-hidden="true"><\/div>/,
    );
    expect(html).not.toMatch(/<script|<style|\sstyle="/);
  });
});
