import { readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootcampEntries } from '../test-support/answers';
import { multipart, png, postMultipart } from '../test-support/requests';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';
import { storedFiles, temporaryFiles } from '../test-support/stored-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/v1/bootcamp-participants';
let n = 0;
/** A fresh applicant each time, so only the file under test can be refused. */
const applicant = (overrides: Record<string, unknown>) => {
  n += 1;
  return bootcampEntries({ email: `up${n}@example.com`, national_id: `2980101123${String(4000 + n)}`, ...overrides });
};
const post = (overrides: Record<string, unknown>) => postMultipart(t.app, URL, applicant(overrides));
const uploads = () => storedFiles(t.deps.storage);
// Scratch files and files put in storage but never promoted.
const tempFiles = () => [...readdirSync(t.deps.storage.tmpDir), ...temporaryFiles(t.deps.storage)];
const count = async () =>
  (await t.app.inject({ url: '/api/v1/admin/submissions?form=bootcamp', headers: auth })).json().data.length as number;

async function expectNothingLeft(response: { statusCode: number }, status: number, rowsBefore: number, filesBefore: number) {
  expect(response.statusCode).toBe(status);
  expect(await count()).toBe(rowsBefore);
  expect(uploads()).toHaveLength(filesBefore);
  expect(tempFiles()).toEqual([]);
}

const svg = (body: string) => ({
  file: Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${body}</svg>`),
  name: 'id.svg',
  type: 'image/svg+xml',
});

describe('uploads are judged by their bytes', () => {
  it('refuses a .png that is really HTML with 415 and leaves nothing', async () => {
    const [rows, files] = [await count(), uploads().length];
    const html = { file: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), name: 'photo.png', type: 'image/png' };
    const response = await post({ personal_photo: html });
    await expectNothingLeft(response, 415, rows, files);
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringContaining('Personal photo'),
      errors: { personal_photo: [expect.any(String)] },
    });
  });

  it('refuses an executable named .png with 415', async () => {
    const elf = {
      file: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]),
      name: 'photo.png',
      type: 'image/png',
    };
    await expectNothingLeft(await post({ national_id_back: elf }), 415, await count(), uploads().length);
  });

  it('stores a real PNG declared as something else under its sniffed type', async () => {
    const response = await post({ personal_photo: { file: png(), name: 'me.txt', type: 'text/plain' } });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an event handler', '<rect width="5" height="5" onload="alert(1)"/>'],
    ['a javascript: link', '<a href="javascript:alert(1)"><rect width="5" height="5"/></a>'],
    [
      'an obfuscated javascript: link',
      '<a xlink:href="java&#x09;script:alert(1)" xmlns:xlink="http://www.w3.org/1999/xlink"><rect width="5" height="5"/></a>',
    ],
    ['an external image', '<image href="https://evil.example/track.png" width="5" height="5"/>'],
    ['a foreign object', '<foreignObject width="5" height="5"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'],
    ['an external style', '<style>@import url(https://evil.example/x.css);</style>'],
  ])('refuses an SVG with %s (415)', async (_name, body) => {
    await expectNothingLeft(await post({ personal_photo: svg(body) }), 415, await count(), uploads().length);
  });

  it('refuses an SVG declaring entities (billion laughs) with 415', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg">&b;</svg>`;
    await expectNothingLeft(
      await post({ personal_photo: { file: Buffer.from(bomb), name: 'x.svg', type: 'image/svg+xml' } }),
      415,
      await count(),
      uploads().length,
    );
  });

  it('accepts a clean SVG', async () => {
    const response = await post({
      personal_photo: svg('<defs><linearGradient id="g"/></defs><rect width="5" height="5" fill="url(#g)"/><use href="#g"/>'),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('sizes and bodies', () => {
  it('refuses an image over 10 MB with 413, keeping no partial file and no row', async () => {
    const [rows, files] = [await count(), uploads().length];
    const big = { file: png(4, 4, 10 * 1024 * 1024 + 10), name: 'big.png', type: 'image/png' };
    const response = await post({ national_id_front: big });
    await expectNothingLeft(response, 413, rows, files);
    expect(response.json().errors).toEqual({ national_id_front: ['The file exceeds the maximum size of 10 MB.'] });
  });

  it('refuses a file sent to a field that takes none (422) and files of unknown fields', async () => {
    const response = await post({ name_en: { file: png(), name: 'x.png', type: 'image/png' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name_en: ['This field does not take a file'] });
    expect(tempFiles()).toEqual([]);
  });

  it('refuses a compressed body (gzip bomb) with 415 before reading it', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x61));
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: bomb,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('Compressed');
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const response = await t.app.inject({ method: 'POST', url: URL, payload: { name_en: 'x'.repeat(1_100_000) } });
    expect(response.statusCode).toBe(413);
  });

  it('refuses an over-long text field with 413', async () => {
    const response = await post({ talk_about_yourself: 'x'.repeat(200 * 1024) });
    expect(response.statusCode).toBe(413);
  });

  it('answers 400 for a malformed body and 415 for an unknown content type, never 500', async () => {
    const body = await multipart([['name_en', 'Ahmed']]);
    const truncated = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: body.headers,
      payload: body.payload.subarray(0, body.payload.length - 20),
    });
    expect(truncated.statusCode).toBe(400);
    const badJson = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"name_en": "Ahm',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.body).not.toContain('Ahm');
    const xml = await t.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    const array = await t.app.inject({ method: 'POST', url: URL, payload: [1, 2] });
    expect(array.statusCode).toBe(400);
  });
});
