import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { OPTION_LIST_ENDPOINTS } from '../routes/options';
import { DEFAULT_SETTINGS } from '../settings/settings';
import { applyToBootcamp, linksOf, registerTeam } from '../test-support/lifecycle';
import { auth, type TestApp } from '../test-support/test-app';
import { hostileJson, hostileText, mutated, queryOf, urlPiece } from './fuzz-arbitraries';
import { answered, createFuzzApp, expectNoTrace, FUZZ_TIMEOUT, fuzzRuns, printStatuses, tracesOf } from './fuzz-checks';

// Never a 5xx and never a hang, whatever the query string, path parameters, token or JSON body.

const PUBLIC_GETS = [
  ...OPTION_LIST_ENDPOINTS,
  'bootcamp-participant-skills',
  'settings',
  'chatbot-traning-datas',
  'captcha',
  'captcha/challenge',
  'form-steps/bootcamp',
];
const ADMIN_GETS: [string, string[]][] = [
  ['admin/applications', ['kind', 'status', 'q', 'sort', 'page', 'pageSize']],
  ['admin/submissions', ['form', 'format']],
  ['admin/stats', ['kind']],
  ['admin/outbox', ['status', 'page', 'pageSize']],
  ['admin/slots', []],
];
const kindOrId = fc.oneof(
  fc.constantFrom('bootcamp', 'hackathon', 'bootcamp-confirmation', 'member', '1', '0', '-1', '2147483648', '1e400', '1.5', '0x10'),
  urlPiece,
);

/** Each JSON route with a near-valid body; mutated, or replaced by any JSON. */
const BODIES: [string, string, Record<string, unknown>][] = [
  ['PUT', '/api/v1/settings', { ...DEFAULT_SETTINGS }],
  ['POST', '/api/v1/assistant/chat', { messages: [{ role: 'user', content: 'When does the bootcamp start?' }] }],
  [
    'POST',
    '/api/v1/assistant/workshop-suggestions',
    { personal_data: { 'technical-skills': ['1'], field_of_study_id: '1', talk_about_yourself: 'I like maps' } },
  ],
  [
    'POST',
    '/api/v1/assistant/error-explanations',
    {
      formId: 'bootcamp',
      mobileData: {},
      personal_data: { email: 'x' },
      errorInfo: [{ fieldName: 'email', userInput: 'x', message: 'Enter a valid e-mail' }],
    },
  ],
  ['PATCH', '/api/v1/admin/applications/bootcamp/1', { status: 'accepted', note: 'ok' }],
  ['POST', '/api/v1/admin/applications/hackathon/bulk', { ids: [1, 2], status: 'rejected', note: 'full' }],
  ['POST', '/api/v1/admin/check-in', { code: 'ABCD-EFGH' }],
  ['PUT', '/api/v1/admin/slots/1', { capacity: 10 }],
];

const SUBMISSIONS = [
  '/api/v1/bootcamp-participants',
  '/api/v1/hackathon-registration',
  '/api/v1/bootcamp-confirmations',
  '/api/v1/form-response-items',
];

let t: TestApp;
const tokens: string[] = [];
beforeAll(async () => {
  t = await createFuzzApp();
  // Real private links too, so the applicant's moves run on real applications in any order.
  const applicant = await applyToBootcamp(t, 1);
  const team = await registerTeam(t);
  for (const link of [...(await linksOf(t, applicant.application.id, 'received')), ...(await linksOf(t, team.application.id, 'received'))])
    tokens.push(link.token);
});
afterAll(async () => {
  printStatuses();
  await t.close();
});

describe('fuzzed routes', () => {
  it('GET routes: hostile query strings, with and without the organiser token', { timeout: FUZZ_TIMEOUT }, async () => {
    const get = fc.oneof(
      fc.tuple(fc.constantFrom(...PUBLIC_GETS), queryOf(['type', 'form_id', 'q', 'id'])),
      fc.constantFrom(...ADMIN_GETS).chain(([path, keys]) => fc.tuple(fc.constant(path), queryOf(keys.length > 0 ? keys : ['x']))),
    );
    await fc.assert(
      fc.asyncProperty(get, fc.boolean(), async ([path, query], organiser) => {
        await answered(t, { url: `/api/v1/${path}?${query}`, headers: organiser ? auth : {} });
      }),
      fuzzRuns(500),
    );
  });

  it('path parameters: form ids, application kinds and ids, media and slot ids', { timeout: FUZZ_TIMEOUT }, async () => {
    const route = fc.oneof(
      urlPiece.map((id) => ({ method: 'GET' as const, url: `/api/v1/form-steps/${id}` })),
      fc.tuple(kindOrId, kindOrId).map(([kind, id]) => ({ method: 'GET' as const, url: `/api/v1/admin/applications/${kind}/${id}` })),
      fc.tuple(kindOrId, kindOrId).map(([kind, id]) => ({
        method: 'PATCH' as const,
        url: `/api/v1/admin/applications/${kind}/${id}`,
        payload: { status: 'accepted' },
      })),
      kindOrId.map((kind) => ({
        method: 'POST' as const,
        url: `/api/v1/admin/applications/${kind}/bulk`,
        payload: { ids: [1], status: 'rejected' },
      })),
      urlPiece.map((id) => ({ method: 'GET' as const, url: `/api/v1/admin/media/${id}` })),
      kindOrId.map((id) => ({ method: 'PUT' as const, url: `/api/v1/admin/slots/${id}`, payload: { capacity: 5 } })),
    );
    await fc.assert(
      fc.asyncProperty(route, async (request) => {
        await answered(t, { ...request, headers: auth });
      }),
      fuzzRuns(500),
    );
  });

  it('private links: any token, real ones included, for every applicant move', { timeout: FUZZ_TIMEOUT }, async () => {
    const base64url = fc.string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
      minLength: 43,
      maxLength: 43,
    });
    const token = fc.oneof(fc.constantFrom(...tokens), base64url, urlPiece);
    const act = fc.constantFrom('', '/withdraw', '/decline', '/confirm');
    await fc.assert(
      fc.asyncProperty(token, act, async (secret, move) => {
        await answered(t, { method: move ? 'POST' : 'GET', url: `/api/v1/applications/${secret}${move}` });
      }),
      fuzzRuns(400),
    );
  });

  it(
    'JSON bodies: settings, assistants, organisers\u2019 moves, check-in, seats and the chatbot log',
    { timeout: FUZZ_TIMEOUT },
    async () => {
      const request = fc.oneof(
        {
          weight: 4,
          arbitrary: fc
            .constantFrom(...BODIES)
            .chain(([method, url, body]) => fc.tuple(fc.constant(method), fc.constant(url), mutated(body))),
        },
        {
          weight: 1,
          arbitrary: fc.tuple(
            fc.constantFrom(...BODIES.map(([method]) => method)),
            fc.constantFrom(...BODIES.map(([, url]) => url)),
            hostileJson,
          ),
        },
        {
          weight: 1,
          arbitrary: fc.tuple(
            fc.constant('POST'),
            queryOf(['question', 'answer']).map((query) => `/api/v1/chatbot-replies?${query}`),
            hostileText,
          ),
        },
      );
      await fc.assert(
        fc.asyncProperty(request, async ([method, url, body]) => {
          await answered(t, {
            method: method as 'POST',
            url,
            payload: JSON.stringify(body),
            headers: { ...auth, 'content-type': 'application/json' },
          });
        }),
        fuzzRuns(500),
      );
    },
  );

  it(
    'raw bodies: deep nesting, broken JSON or multipart, odd content types, on every POST and PUT',
    { timeout: FUZZ_TIMEOUT },
    async () => {
      const urls = [...BODIES.map(([method, url]) => [method, url] as const), ...SUBMISSIONS.map((url) => ['POST', url] as const)];
      const nested = fc
        .tuple(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom(['[', ']'], ['{"a":', '}']))
        .map(([levels, [open, close]]) => `${open!.repeat(levels)}1${close!.repeat(levels)}`);
      const truncated = fc.tuple(hostileJson, fc.nat()).map(([value, cut]) => {
        const text = JSON.stringify(value) ?? '';
        return text.slice(0, cut % (text.length + 1));
      });
      const body = fc.oneof(
        nested,
        truncated,
        hostileText,
        fc.constantFrom('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n', '--x--', '', 'a=1&b=%00'),
      );
      const type = fc.constantFrom(
        'application/json',
        'application/json; charset=utf-16',
        'text/plain',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...urls), body, type, async ([method, url], payload, contentType) => {
          const before = await tracesOf(t);
          const response = await answered(t, { method, url, payload, headers: { ...auth, 'content-type': contentType } });
          await expectNoTrace(t, before, response.statusCode);
        }),
        fuzzRuns(300),
      );
    },
  );
});
