import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { loadNamespaces } from '../../lib/i18n/catalogues';
import { DraftApiError } from './drafts-api';
import { DraftSaver, type DraftSaverOptions, type SaveState } from './draft-saver';

// A node test has no DOM setup: the forms' English words are loaded here.
beforeAll(() => loadNamespaces('en', ['forms']));

const photo = new File(['png'], 'me.png', { type: 'image/png' });
let states: SaveState[];

function saverWith(overrides: Partial<DraftSaverOptions> = {}) {
  const api = {
    saveDraft: vi.fn(async (_formId: string, _body: unknown, _options?: unknown) => ({
      updatedAt: '2026-11-24T08:42:00.000Z',
      expiresAt: '2026-12-01T21:59:00.000Z',
    })),
    uploadDraftFile: vi.fn(async (_formId: string, field: string, file: File) => ({
      id: 'f1',
      field,
      name: file.name,
      type: file.type,
      size: file.size,
    })),
    deleteDraftFile: vi.fn(async () => undefined),
  };
  const saver = new DraftSaver({
    formId: 'bootcamp',
    skip: () => new Set(['recaptcha']),
    exists: false,
    step: 0,
    onState: (state) => states.push(state),
    api,
    ...overrides,
  });
  return { saver, api };
}

beforeEach(() => {
  states = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

test('nothing is saved for a form nobody has typed in, even when the applicant moves on', async () => {
  const { saver, api } = saverWith();
  saver.setValues({ name: '', email: '' });
  saver.setStep(1);
  await vi.runAllTimersAsync();
  expect(api.saveDraft).not.toHaveBeenCalled();
});

test('3 s after the last keystroke the new draft gets every answer; later saves send only the changed fields', async () => {
  const { saver, api } = saverWith();
  saver.setValues({ name: '', email: '', recaptcha: '' });
  saver.setValues({ name: 'M', email: '', recaptcha: '' });
  await vi.advanceTimersByTimeAsync(2_000);
  saver.setValues({ name: 'Mona', email: '', recaptcha: '' });
  await vi.advanceTimersByTimeAsync(2_999);
  expect(api.saveDraft).not.toHaveBeenCalled(); // still typing
  await vi.advanceTimersByTimeAsync(1);
  expect(api.saveDraft).toHaveBeenCalledTimes(1);
  expect(api.saveDraft.mock.calls[0]![1]).toEqual({ step: 0, answers: { name: 'Mona', email: '' }, changed: ['name', 'email'] }); // no captcha

  saver.setValues({ name: 'Mona', email: 'mona@example.com', recaptcha: 'token' });
  await vi.advanceTimersByTimeAsync(3_000);
  expect(api.saveDraft.mock.calls[1]![1]).toEqual({ step: 0, answers: { email: 'mona@example.com' }, changed: ['email'] });
  expect(states.at(-1)).toEqual({ kind: 'saved', at: '2026-11-24T08:42:00.000Z' });
});

test('a draft deleted in another tab is started again with every answer and file, not only the last change', async () => {
  const { saver, api } = saverWith({ exists: true });
  saver.setValues({ name: 'Mona', email: 'mona@example.com', personal_photo: photo });
  await vi.advanceTimersByTimeAsync(3_000);
  api.saveDraft.mockClear();
  api.uploadDraftFile.mockClear();
  api.saveDraft.mockResolvedValueOnce({
    updatedAt: '2026-11-24T08:43:00.000Z',
    expiresAt: '2026-12-01T21:59:00.000Z',
    created: true,
  } as never);
  saver.setValues({ name: 'Mona Ali', email: 'mona@example.com', personal_photo: photo });
  await vi.advanceTimersByTimeAsync(3_000);
  await vi.runAllTimersAsync(); // the second save is due when the first answers
  expect(api.saveDraft.mock.calls[0]![1]).toEqual({ step: 0, answers: { name: 'Mona Ali' }, changed: ['name'] });
  expect(api.saveDraft.mock.calls[1]![1]).toEqual({
    step: 0,
    answers: { name: 'Mona Ali', email: 'mona@example.com' },
    changed: ['name', 'email'],
  });
  expect(api.uploadDraftFile).toHaveBeenCalledTimes(1);
  expect(api.uploadDraftFile.mock.calls[0]![1]).toBe('personal_photo');
});

test('a step change saves at once, with the step, even when no answer changed', async () => {
  const { saver, api } = saverWith({ exists: true, step: 1 });
  saver.setValues({ name: 'Mona' });
  saver.setStep(2);
  await vi.advanceTimersByTimeAsync(0);
  expect(api.saveDraft).toHaveBeenCalledWith('bootcamp', { step: 2, answers: {}, changed: [] }, { keepalive: false });
});

test('a new file is uploaded once, after the answers; a removed one is deleted', async () => {
  const { saver, api } = saverWith({ exists: true });
  saver.setValues({ name: 'Mona', personal_photo: null });
  saver.setValues({ name: 'Mona', personal_photo: photo });
  await saver.flush();
  expect(api.saveDraft.mock.calls[0]![1]).toEqual({ step: 0, answers: {}, changed: [] }); // a file is not an answer
  expect(api.uploadDraftFile).toHaveBeenCalledExactlyOnceWith('bootcamp', 'personal_photo', photo);
  await saver.flush();
  expect(api.uploadDraftFile).toHaveBeenCalledTimes(1); // the same File is not sent twice
  saver.setValues({ name: 'Mona', personal_photo: null });
  await saver.flush();
  expect(api.deleteDraftFile).toHaveBeenCalledExactlyOnceWith('bootcamp', 'personal_photo');
});

test('a failed save says so quietly and is tried again with what has changed meanwhile', async () => {
  const { saver, api } = saverWith({ exists: true });
  api.saveDraft.mockRejectedValueOnce(new DraftApiError('We could not reach the server.', 0));
  saver.setValues({ name: '' });
  saver.setValues({ name: 'Mona' });
  await vi.advanceTimersByTimeAsync(3_000);
  expect(states.at(-1)).toEqual({ kind: 'failed', message: 'Not saved — we will try again.', retrying: true });
  saver.setValues({ name: 'Mona', email: 'm@example.com' });
  await vi.advanceTimersByTimeAsync(3_000);
  expect(api.saveDraft).toHaveBeenCalledTimes(2);
  expect(api.saveDraft.mock.calls[1]![1]).toMatchObject({ changed: ['name', 'email'] });
  expect(states.at(-1)?.kind).toBe('saved');
});

test('a closed window is not retried: its refusal is shown instead', async () => {
  const { saver, api } = saverWith({ exists: true });
  api.saveDraft.mockRejectedValue(new DraftApiError('Registration closed on Tuesday 16 September 2025 at 11:59 PM.', 403));
  saver.setValues({ name: '' });
  saver.setValues({ name: 'Mona' });
  await vi.runAllTimersAsync();
  expect(api.saveDraft).toHaveBeenCalledTimes(1);
  expect(states.at(-1)).toEqual({
    kind: 'failed',
    message: 'Registration closed on Tuesday 16 September 2025 at 11:59 PM.',
    retrying: false,
  });
});

test('after dispose (a submit) nothing more is sent, not even a pending change', async () => {
  const { saver, api } = saverWith({ exists: true });
  saver.setValues({ name: '' });
  saver.setValues({ name: 'Mona' });
  await saver.dispose();
  saver.setStep(0);
  await vi.runAllTimersAsync();
  expect(api.saveDraft).not.toHaveBeenCalled();
});

test('a draft gone meanwhile (409 on a file): the next save starts a new one with every answer and file', async () => {
  const { saver, api } = saverWith({ exists: true });
  const other = new File(['png'], 'other.png', { type: 'image/png' });
  saver.setValues({ name: 'Mona', personal_photo: photo, id_photo: null });
  saver.setValues({ name: 'Mona', personal_photo: photo, id_photo: other });
  api.uploadDraftFile.mockRejectedValueOnce(new DraftApiError('Save the draft first', 409));
  await saver.flush();
  await vi.advanceTimersByTimeAsync(0);
  expect(api.saveDraft.mock.calls[1]![1]).toEqual({
    step: 0,
    answers: { name: 'Mona', personal_photo: null, id_photo: null },
    changed: ['name', 'personal_photo', 'id_photo'],
  });
  expect(api.uploadDraftFile.mock.calls.map((call) => call[1]).sort()).toEqual(['id_photo', 'id_photo', 'personal_photo']);
});
