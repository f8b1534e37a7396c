import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftFiles } from '../db/schema';
import { StorageUnavailableError } from '../storage/s3-errors';
import type { Storage } from '../storage/storage';
import { png } from '../test-support/requests';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';
import { TestBrowser } from './test-browser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A published form whose one file field takes PDFs of at most 1,000 bytes, judged by name and bytes.
  const definition = {
    title: 'Proposal',
    steps: [
      {
        title: 'Proposal',
        fields: [{ name: 'proposal', label: 'Proposal', type: 'file', validation: { accept: ['.pdf'], maxSize: 1000 } }],
      },
    ],
  };
  const published = await t.app.inject({ method: 'PUT', url: '/api/v1/form-steps/proposal', payload: definition, headers: auth });
  expect(published.statusCode, published.body).toBe(200);
});
afterAll(() => t.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const front = { file: png(8, 8), name: 'front.png', type: 'image/png' };

/** A browser with a saved draft of the form, ready for files. */
async function withDraft(formId: string, app = t.app): Promise<TestBrowser> {
  const tab = new TestBrowser(app);
  expect((await tab.save(formId, { answers: {} })).statusCode).toBe(200);
  return tab;
}

const keyOf = async (fileId: string) => (await t.deps.db.select().from(draftFiles).where(eq(draftFiles.id, fileId)))[0]?.storageKey;
const stored = async (key: string) => (await t.deps.storage.open(key).then((file) => (file?.stream.destroy(), file))) !== undefined;

describe('PUT /drafts/{formId}/files/{field}', () => {
  it('needs the draft saved first (409)', async () => {
    const response = await new TestBrowser(t.app).putFile('bootcamp', 'national_id_front', front);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Save the draft first');
  });

  it('keeps a photo, checked and re-encoded as at submit, lists it with the draft and gives it back', async () => {
    const tab = await withDraft('bootcamp');
    const response = await tab.putFile('bootcamp', 'national_id_front', front);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    const id = expect.stringMatching(/^[0-9a-f-]{36}$/);
    expect(data).toEqual({ id, field: 'national_id_front', name: 'front.png', type: 'image/png', size: expect.any(Number) });
    expect((await tab.getDraft('bootcamp')).json().data.files).toEqual([data]);
    const download = await tab.request({ url: `/api/v1/drafts/bootcamp/files/${data.id}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'attachment; filename="front.png"; filename*=UTF-8\'\'front.png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(download.rawPayload.length).toBe(data.size);
    expect(await sharp(download.rawPayload).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
  });

  it('replaces the earlier file of the same field and removes its bytes', async () => {
    const tab = await withDraft('bootcamp');
    const first = (await tab.putFile('bootcamp', 'personal_photo', { ...front, name: 'me.png' })).json().data;
    const firstKey = (await keyOf(first.id))!;
    const second = (await tab.putFile('bootcamp', 'personal_photo', { ...front, name: 'me-again.png' })).json().data;
    expect((await tab.getDraft('bootcamp')).json().data.files).toEqual([second]);
    expect(await stored(firstKey)).toBe(false);
    expect(await stored((await keyOf(second.id))!)).toBe(true);
    expect((await tab.request({ url: `/api/v1/drafts/bootcamp/files/${first.id}` })).statusCode).toBe(404);
  });

  it('refuses a disguised file as a submission does: bytes of another type 415, a name the field refuses 422, too large 413', async () => {
    const tab = await withDraft('bootcamp');
    const disguised = await tab.putFile('bootcamp', 'national_id_back', { file: pdf, name: 'back.png', type: 'image/png' });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().errors).toEqual({ national_id_back: ['The file is not an accepted file type.'] });
    const proposal = await withDraft('proposal');
    const misnamed = await proposal.putFile('proposal', 'proposal', { file: pdf, name: 'proposal.txt', type: 'text/plain' });
    expect(misnamed.statusCode).toBe(422);
    expect(misnamed.json().errors).toEqual({ proposal: ['File "proposal.txt" is not an accepted file type.'] });
    const large = await proposal.putFile('proposal', 'proposal', { file: Buffer.concat([pdf, Buffer.alloc(1000, 0x20)]), name: 'big.pdf' });
    expect(large.statusCode).toBe(413);
    expect(Object.keys(large.json().errors)).toEqual(['proposal']);
    expect((await tab.getDraft('bootcamp')).json().data.files).toEqual([]);
    expect((await proposal.getDraft('proposal')).json().data.files).toEqual([]);
    // The real thing passes, whatever the part is called.
    const real = await proposal.putFile('proposal', 'proposal', { file: pdf, name: 'Proposal.PDF', type: 'application/pdf' }, 'upload');
    expect(real.statusCode).toBe(200);
  });

  it('takes a team member\u2019s photo at its row path, and refuses paths that are not file fields (404)', async () => {
    const team = await withDraft('hackathon-team');
    const member = await team.putFile('hackathon-team', 'members.1.national_id_photo', { ...front, name: 'id.png' });
    expect(member.statusCode, member.body).toBe(200);
    expect(member.json().data.field).toBe('members.1.national_id_photo');
    for (const field of ['team_name', 'members.x.national_id_photo', 'members.1', 'no_such_field', 'members.100.national_id_photo']) {
      expect((await team.putFile('hackathon-team', field, front)).statusCode, field).toBe(404);
    }
  });

  it('refuses files once the window has closed (403)', async () => {
    const tab = await withDraft('bootcamp');
    const afterClose = await t.another({ now: () => new Date('2025-09-20T12:00:00+03:00') });
    const late = new TestBrowser(afterClose);
    for (const [name, cookie] of tab.cookies) late.cookies.set(name, cookie);
    expect((await late.putFile('bootcamp', 'national_id_front', front)).statusCode).toBe(403);
  });
});

describe('DELETE /drafts/{formId}/files/{field}, and the draft', () => {
  it('forgets the removed file and its bytes', async () => {
    const tab = await withDraft('bootcamp');
    const file = (await tab.putFile('bootcamp', 'national_id_front', front)).json().data;
    const key = (await keyOf(file.id))!;
    expect((await tab.request({ method: 'DELETE', url: '/api/v1/drafts/bootcamp/files/national_id_front' })).statusCode).toBe(204);
    expect((await tab.getDraft('bootcamp')).json().data.files).toEqual([]);
    expect(await stored(key)).toBe(false);
  });

  it('removes every file of a deleted draft', async () => {
    const tab = await withDraft('bootcamp');
    const ids = [];
    for (const field of ['national_id_front', 'national_id_back']) {
      ids.push((await tab.putFile('bootcamp', field, front)).json().data.id as string);
    }
    const keys = await Promise.all(ids.map(keyOf));
    expect((await tab.request({ method: 'DELETE', url: '/api/v1/drafts/bootcamp' })).statusCode).toBe(204);
    for (const key of keys) expect(await stored(key!)).toBe(false);
  });

  it('never gives a file to another browser', async () => {
    const owner = await withDraft('bootcamp');
    const file = (await owner.putFile('bootcamp', 'national_id_front', front)).json().data;
    const stranger = await withDraft('bootcamp');
    expect((await stranger.request({ url: `/api/v1/drafts/bootcamp/files/${file.id}` })).statusCode).toBe(404);
    expect((await new TestBrowser(t.app).request({ url: `/api/v1/drafts/bootcamp/files/${file.id}` })).statusCode).toBe(404);
  });
});

describe('a file store that cannot be reached', () => {
  it('answers 503 with Retry-After and keeps no row', async () => {
    const put = () => Promise.reject(new StorageUnavailableError('s3.Upload', new Error('timeout')));
    const down: Storage = Object.create(t.deps.storage, { put: { value: put } });
    const tab = await withDraft('bootcamp', await t.another({ storage: down }));
    const response = await tab.putFile('bootcamp', 'personal_photo', front);
    expect([response.statusCode, response.headers['retry-after']]).toEqual([503, '30']);
    expect((await tab.getDraft('bootcamp')).json().data.files).toEqual([]);
  });
});
