import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';
import { OPTION_LIST_ENDPOINTS } from './options';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/v1${url}`, headers });

describe('option lists', () => {
  it.each(OPTION_LIST_ENDPOINTS)('GET /%s answers a non-empty list of { id, name }', async (list) => {
    const response = await get(`/${list}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.length).toBeGreaterThan(0);
    for (const item of data) expect(item).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
  });

  it('holds the built-in lists of the specification', async () => {
    expect((await get('/challenges')).json().data).toHaveLength(21);
    expect((await get('/challenges')).json().data[4]).toMatchObject({ id: 5, name: 'Create Your Own Challenge' });
    expect((await get('/mentorship-neededs')).json().data).toHaveLength(25);
    expect((await get('/participation-methods')).json().data).toEqual([
      { id: 1, name: 'On-Site' },
      { id: 2, name: 'Virtual' },
    ]);
    expect((await get('/actual-solutions')).json().data.map((item: { name: string }) => item.name)).toEqual([
      'Mobile App',
      'Website',
      'Game',
      'AI/ML Models',
      'Video',
      'Art',
    ]);
    expect((await get('/educationlevels')).json()).toEqual((await get('/education-levels')).json());
  });

  it('gives every workshop a description and splits skills by type', async () => {
    for (const workshop of (await get('/workshops')).json().data) expect(workshop.description).toEqual(expect.any(String));
    const technical = (await get('/bootcamp-participant-skills?type=technical')).json().data;
    const soft = (await get('/bootcamp-participant-skills?type=non-technical')).json().data;
    expect(technical.length).toBeGreaterThan(0);
    expect(soft.length).toBeGreaterThan(0);
    expect(technical.every((skill: { type: string }) => skill.type === 'technical')).toBe(true);
    expect((await get('/bootcamp-participant-skills?type=other')).statusCode).toBe(400);
  });
});

describe('form definitions', () => {
  it('serves the built-in forms as version 1 and 404 for an unknown id', async () => {
    for (const id of ['bootcamp', 'hackathon-team', 'member', 'bootcamp-confirmation']) {
      const { data } = (await get(`/form-steps/${id}`)).json();
      // As written: each text in every language it has.
      expect(data).toMatchObject({ id, version: 1, title: { en: expect.any(String), ar: expect.any(String) }, steps: expect.any(Array) });
    }
    expect((await get('/form-steps/nope')).statusCode).toBe(404);
  });

  it('publishes a valid definition as a new version (organisers only)', async () => {
    const definition = {
      title: 'Feedback',
      steps: [
        { title: 'One', fields: [{ name: 'rating', label: 'Rating', type: 'number', validation: { required: true, min: 1, max: 5 } }] },
      ],
    };
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/form-steps/feedback', payload: definition })).statusCode).toBe(401);
    const first = await t.app.inject({ method: 'PUT', url: '/api/v1/form-steps/feedback', payload: definition, headers: auth });
    expect(first.json()).toEqual({ data: { id: 'feedback', version: 1 } });
    const second = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/form-steps/feedback',
      payload: { ...definition, title: 'Feedback v2' },
      headers: auth,
    });
    expect(second.json()).toEqual({ data: { id: 'feedback', version: 2 } });
    expect((await get('/form-steps/feedback')).json().data).toMatchObject({ version: 2, title: 'Feedback v2' });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/form-response-items',
      payload: { form_id: 'feedback', rating: '4' },
    });
    expect(answer.statusCode).toBe(201);
    expect((await get('/admin/submissions?form=feedback', auth)).json().data[0]).toMatchObject({ formVersion: 2, data: { rating: 4 } });
  });

  it('refuses an invalid definition with every problem and its path, keeping the published one', async () => {
    const broken = {
      title: 'Broken',
      steps: [
        {
          title: 'A',
          fields: [
            { name: 'a', label: 'A', type: 'warp' },
            { name: 'b', label: 'B', type: 'text', dependsOn: { field: 'ghost', value: '1' } },
          ],
        },
      ],
    };
    const response = await t.app.inject({ method: 'PUT', url: '/api/v1/form-steps/bootcamp', payload: broken, headers: auth });
    expect(response.statusCode).toBe(422);
    const paths = response.json().errors.map((problem: { path: string }) => problem.path);
    expect(paths).toContain('steps.0.fields.0.type');
    expect(paths).toContain('steps.0.fields.1.dependsOn.field');
    expect((await get('/form-steps/bootcamp')).json().data).toMatchObject({ version: 1, title: { en: 'Bootcamp Application Form' } });
  });
});

describe('settings', () => {
  it('serves the 2025 dates and lets organisers change them', async () => {
    const { data } = (await get('/settings')).json();
    expect(data).toMatchObject({
      edition: 2025,
      bootcamp: { closedBootcampDate: '2025-09-16T23:59:59+03:00' },
      countdownTarget: '2025-10-03T08:00:00+03:00',
    });
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/settings', payload: data })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/settings', payload: { ...data, edition: 'x' }, headers: auth })).statusCode,
    ).toBe(422);
    const changed = { ...data, countdownTarget: '2025-10-04T08:00:00+03:00' };
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/settings', payload: changed, headers: auth })).statusCode).toBe(200);
    expect((await get('/settings')).json().data.countdownTarget).toBe('2025-10-04T08:00:00+03:00');
  });
});

describe('assistant data and captcha', () => {
  it('serves the chatbot training data and logs exchanges', async () => {
    const { data } = (await get('/chatbot-traning-datas')).json();
    expect(data.length).toBeGreaterThan(5);
    expect(data[0]).toEqual({ id: expect.any(Number), question: expect.any(String), answer: expect.any(String) });
    const logged = await t.app.inject({ method: 'POST', url: '/api/v1/chatbot-replies?question=When%3F&answer=October' });
    expect(logged.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/chatbot-replies?question=x' })).statusCode).toBe(400);
    const headers = { 'idempotency-key': 'chat-1' };
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/chatbot-replies?question=a&answer=b', headers });
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/chatbot-replies?question=a&answer=b', headers });
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 404 for the ALTCHA challenge when the captcha is off', async () => {
    expect((await get('/captcha')).json()).toEqual({ data: { provider: 'off' } });
    expect((await get('/captcha/challenge')).statusCode).toBe(404);
  });
});

describe('HTTP behaviour', () => {
  it('sends the security headers on every answer', async () => {
    const response = await get('/challenges');
    // A JSON answer runs nothing and frames nothing.
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers malformed URLs with 400 without quoting them', async () => {
    const response = await t.app.inject({ url: '/api/v1/form-steps/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('%E0');
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const response = await get('/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found.' });
  });

  it('rate limits POSTs with 429 and Retry-After', async () => {
    const strict = await t.another({ rateLimit: { postMax: 2, windowMs: 60_000 } });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 3; i += 1) {
      last = await strict.inject({ method: 'POST', url: '/api/v1/chatbot-replies?question=q&answer=a' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json()).toMatchObject({ success: false, message: expect.stringContaining('Too many requests') });
    expect((await strict.inject({ url: '/api/v1/challenges' })).statusCode).toBe(200); // reads are not limited
  });

  it('describes itself in OpenAPI', async () => {
    const { paths } = (await get('/openapi.json')).json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/bootcamp-participants', '/form-steps/{formId}', '/admin/media/{id}', '/challenges']),
    );
  });
});
