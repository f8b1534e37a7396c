import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamAnswers } from '../test-support/answers';
import { formEntries, postMultipart } from '../test-support/requests';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';
import { storedFiles } from '../test-support/stored-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/v1/hackathon-registration';
const post = (overrides: Record<string, unknown> = {}, count?: number) =>
  postMultipart(t.app, URL, formEntries(teamAnswers(overrides, count)));
const teams = async () =>
  (await t.app.inject({ url: '/api/v1/admin/submissions?form=hackathon', headers: auth })).json().data as {
    id: number;
    data: Record<string, unknown>;
  }[];

describe('POST /hackathon-registration', () => {
  it('stores a team with its members and every photo in one go', async () => {
    const response = await post();
    expect(response.statusCode).toBe(201);
    const [team] = await teams();
    const members = team!.data.members as Record<string, unknown>[];
    expect(members.map((member) => member.name)).toEqual(['Mariam Adel Farouk', 'Youssef Tarek Mansour', 'Nour El Din Hassan']);
    expect(members[0]!.national_id_photo).toMatchObject({ mediaId: expect.any(String), type: 'image/png' });
    expect(team!.data.hackathon_participated_before).toBeUndefined(); // hidden, dropped
    expect(storedFiles(t.deps.storage)).toHaveLength(4);
  });

  it('refuses a team name differing only in case with 409 on team_name', async () => {
    const response = await post({ team_name: 'CAIRO stargazers' });
    expect(response.statusCode).toBe(409);
    expect(Object.keys(response.json().errors)).toEqual(['team_name']);
  });

  it('refuses a member already in another team with 409 naming the member row, storing no team', async () => {
    const before = (await teams()).length;
    const base = teamAnswers({ team_name: 'Nile Orbiters' });
    const members = base.members as Record<string, unknown>[];
    members[0] = { ...members[0], email: 'fresh.one@example.com', re_email: 'fresh.one@example.com', national: '30001010101111' };
    members[1] = { ...members[1], email: 'fresh.two@example.com', re_email: 'fresh.two@example.com', national: '30001010102222' };
    // row 2 keeps Nour's e-mail, already in the first team (in another case)
    members[2] = { ...members[2], email: 'NOUR.hassan@example.com', re_email: 'NOUR.hassan@example.com', national: '30001010103333' };
    const response = await postMultipart(t.app, URL, formEntries(base));
    expect(response.statusCode).toBe(409);
    expect(Object.keys(response.json().errors)).toEqual(['members.2.email']);
    expect((await teams()).length).toBe(before);
    expect(storedFiles(t.deps.storage)).toHaveLength(4);
  });

  it('answers 422 with members.<i>.<field> paths for row errors', async () => {
    const base = teamAnswers({ team_name: 'Row Errors' });
    const members = base.members as Record<string, unknown>[];
    members[1] = { ...members[1], phone_number: '123', re_email: 'not-the-same@example.com' };
    const response = await postMultipart(t.app, URL, formEntries(base));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      'members.1.phone_number': ['Enter a valid Egyption phone number'],
      'members.1.re_email': [expect.any(String)],
    });
  });

  it('refuses a member row field sent as a file where the row form takes none', async () => {
    const entries = formEntries(teamAnswers({ team_name: 'Files Everywhere' }));
    entries.push(['members[0][name]', { file: Buffer.from('x'), name: 'x.png' }]);
    const response = await postMultipart(t.app, URL, entries);
    expect(response.statusCode).toBe(422);
  });

  it('lists teams in the CSV with one column per field and members spread by row', async () => {
    const csv = (await t.app.inject({ url: '/api/v1/admin/submissions?form=hackathon-team&format=csv', headers: auth })).body;
    const [header, first] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('team_name,members_count,challenge_id');
    expect(header).toContain('members.0.name,members.0.email');
    expect(header).toContain('members.2.national_id_photo');
    expect(first).toContain('Cairo Stargazers');
    expect(first).toContain('Community Mapping'); // challenge label, not its id
    expect(first).toContain('Mariam Adel Farouk');
  });
});
