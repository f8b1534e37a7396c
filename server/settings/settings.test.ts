import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';
import { DEFAULT_SETTINGS, eventSettingsSchema, readSettings, writeSettings, type EventSettings } from './settings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/settings', payload, headers: auth });
const { bootcampDay, hackathonDays, ...writtenBeforeTheEventDays } = DEFAULT_SETTINGS;
const cairo = (day: string, time: string) => `${day}T${time}:00+03:00`;
const span = (day: string, start: string, endDay: string, end: string) => ({ start: cairo(day, start), end: cairo(endDay, end) });

describe('the settings as stored and served, with the event days', () => {
  it('are the 2025 edition by default (specification section 1)', () => {
    expect(bootcampDay).toEqual({ start: '2025-09-19T08:00:00+03:00', end: '2025-09-19T18:00:00+03:00' });
    expect(hackathonDays.start).toBe('2025-10-03T08:00:00+03:00');
    expect(new Date(hackathonDays.end).toISOString().slice(0, 10)).toBe('2025-10-04'); // the second day
  });

  it('are filled in for settings stored before they existed', async () => {
    const stored = { ...writtenBeforeTheEventDays, edition: 2024 }; // another edition shows that the stored row was read
    await writeSettings(t.database.db, stored as EventSettings); // stores as given, as an older server did
    expect(eventSettingsSchema.parse(stored)).toEqual({ ...DEFAULT_SETTINGS, edition: 2024 });
    const served = await t.app.inject({ url: '/api/v1/settings' });
    expect(served.statusCode).toBe(200);
    expect(served.json().data).toMatchObject({ edition: 2024, bootcampDay, hackathonDays });
  });

  it('are read even when settings stored before the checks are out of order (no 500 for every visitor)', async () => {
    const bootcamp = { openBootcampDate: cairo('2025-09-16', '00:00'), closedBootcampDate: cairo('2025-09-01', '00:00') };
    const closedEarly = { ...DEFAULT_SETTINGS, bootcamp };
    await writeSettings(t.database.db, closedEarly); // stores as given, as an older server did
    expect((await t.app.inject({ url: '/api/v1/settings' })).json().data.bootcamp).toEqual(closedEarly.bootcamp);
  });

  it('are changed by an organiser and served to the site', async () => {
    const next = {
      ...DEFAULT_SETTINGS,
      edition: 2026,
      bootcampDay: { start: '2026-09-18T08:00:00+03:00', end: '2026-09-18T18:00:00+03:00' },
      hackathonDays: { start: '2026-10-02T08:00:00+03:00', end: '2026-10-03T18:00:00+03:00' },
    };
    expect((await put(next)).statusCode).toBe(200);
    const served = (await t.app.inject({ url: '/api/v1/settings' })).json().data;
    expect(served).toMatchObject({ edition: 2026, hackathonDays: next.hackathonDays });
    expect((await readSettings(t.database.db)).bootcampDay).toEqual(next.bootcampDay);
  });
});

describe('settings in the wrong order are refused, each field with its reason', () => {
  it.each([
    [
      'bootcamp.closedBootcampDate',
      { bootcamp: { openBootcampDate: cairo('2025-09-16', '00:00'), closedBootcampDate: cairo('2025-09-01', '00:00') } },
      'Bootcamp registration must close after it opens.',
    ],
    [
      'hackathon.closedHackathonDate', // closing as it opens is no window
      { hackathon: { openHackathonDate: cairo('2025-09-26', '00:00'), closedHackathonDate: cairo('2025-09-26', '00:00') } },
      'Hackathon registration must close after it opens.',
    ],
    ['bootcampDay.end', { bootcampDay: span('2025-09-19', '18:00', '2025-09-19', '08:00') }, 'The bootcamp must end after it starts.'],
    ['hackathonDays.end', { hackathonDays: span('2025-10-04', '08:00', '2025-10-03', '08:00') }, 'The hackathon must end after it starts.'],
  ])('%s', async (field, change, message) => {
    const response = await put({ ...DEFAULT_SETTINGS, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });

  it('needs the offset on the event days, which a local time would leave to the server', async () => {
    const response = await put({ ...DEFAULT_SETTINGS, hackathonDays: { start: '2025-10-03T08:00:00', end: '2025-10-04T18:00:00+03:00' } });
    expect(response.statusCode).toBe(422);
    const offsetNeeded = 'Give a date and time with its offset, e.g. 2025-10-03T08:00:00+03:00.';
    expect(response.json().errors['hackathonDays.start']).toEqual([offsetNeeded]);
  });

  it('reports every wrong field at once', async () => {
    const response = await put({ ...DEFAULT_SETTINGS, edition: 'x', bootcampDay: span('2025-09-19', '18:00', '2025-09-19', '08:00') });
    expect(Object.keys(response.json().errors).sort()).toEqual(['bootcampDay.end', 'edition']);
  });
});

describe('the venues, the contact address and the social links are settings too', () => {
  const moved = {
    venue: { bootcamp: 'the Greek Campus in downtown Cairo', hackathon: 'downtown Cairo' },
    contactEmail: 'hello@cairo-hackathon.example',
    socialLinks: { instagram: 'https://www.instagram.com/cairo-hackathon/' },
  };

  it('are the shipped ones for settings stored before they were settings', async () => {
    const { venue, contactEmail, socialLinks, ...older } = DEFAULT_SETTINGS;
    await writeSettings(t.database.db, older as EventSettings); // stores as given, as an older server did
    const served = (await t.app.inject({ url: '/api/v1/settings' })).json().data;
    expect(served).toMatchObject({ venue, contactEmail, socialLinks });
  });

  it('go round: what an organiser puts is what the site is served, a network left out has no link', async () => {
    expect((await put({ ...DEFAULT_SETTINGS, ...moved })).statusCode).toBe(200);
    const served = (await t.app.inject({ url: '/api/v1/settings' })).json().data;
    expect(served).toMatchObject(moved);
    expect(served.socialLinks).toEqual(moved.socialLinks); // facebook, twitter and youtube are gone
  });

  const HTTPS = 'Give the full web address, starting with https://.';
  const WHERE = 'Say where it takes place, e.g. a university in New Cairo.';
  it.each([
    ['contactEmail', { contactEmail: 'info at spaceappscairo' }, 'Give an e-mail address, e.g. info@example.com.'],
    ['socialLinks.facebook', { socialLinks: { facebook: 'http://www.facebook.com/SpaceAppsCairo' } }, HTTPS],
    ['socialLinks.youtube', { socialLinks: { youtube: 'javascript:alert(1)' } }, HTTPS],
    ['venue.hackathon', { venue: { bootcamp: 'a university', hackathon: '   ' } }, WHERE], // blank is no venue
  ])('refuses a wrong %s with a 422 that names it', async (field, change, message) => {
    const response = await put({ ...DEFAULT_SETTINGS, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });

  it('refuses a network the site has no icon for', async () => {
    const response = await put({ ...DEFAULT_SETTINGS, socialLinks: { myspace: 'https://myspace.com/cairo' } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['socialLinks']);
  });
});
