import type { DraftFileInfo, StoredDraft } from './drafts-api';

/** One request the stub answered, with its JSON body or uploaded file. */
export interface SeenRequest {
  method: string;
  path: string;
  body?: unknown;
  file?: File;
}

interface Stored {
  step: number;
  answers: Record<string, unknown>;
  files: (DraftFileInfo & { blob: Blob })[];
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * An in-memory drafts API as the contract describes it, for fetch: the "cookie" is whether this
 * browser holds a draft of the form. `other` answers any other request (definitions, settings).
 */
export function draftsFetchStub(options: { other?: (url: string, init?: RequestInit) => Response | Promise<Response> } = {}) {
  const drafts = new Map<string, Stored>();
  const seen: SeenRequest[] = [];
  const tokens = new Map<string, string>([['good-token', 'bootcamp']]);
  let updatedAt = '2026-11-24T08:42:00.000Z';
  const expiresAt = '2026-12-01T21:59:00.000Z';
  const answer = (stored: Stored): StoredDraft => ({
    step: stored.step,
    answers: stored.answers,
    files: stored.files.map(({ id, field, name, type, size }) => ({ id, field, name, type, size })),
    updatedAt,
    expiresAt,
  });

  const handle = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    const path = new URL(url, 'http://site.test').pathname;
    const match = /^\/api\/v1\/drafts\/([^/]+)(?:\/(files|resume-email)(?:\/([^/]+))?)?$/.exec(path);
    if (!match) return options.other ? options.other(url, init) : json(404, { message: 'Not found.' });
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const file = init.body instanceof FormData ? (init.body.get('file') as File) : undefined;
    seen.push({ method, path, body, file });
    const [, rawId, sub, rawPart] = match;
    const formId = decodeURIComponent(rawId!);
    const part = rawPart === undefined ? undefined : decodeURIComponent(rawPart);
    const stored = drafts.get(formId);
    if (formId === 'claim' && method === 'POST') {
      const claimed = tokens.get(String(body?.token));
      return claimed
        ? json(200, { data: { formId: claimed, path: '/bootcamp-registration' } })
        : json(410, { message: 'This link has expired or is not valid.' });
    }
    if (!sub && method === 'GET') return json(200, { data: stored ? answer(stored) : null });
    if (!sub && method === 'DELETE') {
      drafts.delete(formId);
      return json(204);
    }
    if (!sub && method === 'PUT') {
      const next = stored ?? { step: 0, answers: {}, files: [] };
      for (const name of body!.changed as string[]) next.answers[name] = (body!.answers as Record<string, unknown>)[name];
      next.step = body!.step as number;
      drafts.set(formId, next);
      updatedAt = new Date(Date.parse(updatedAt) + 60_000).toISOString();
      return json(200, { data: { updatedAt, expiresAt } });
    }
    if (sub === 'resume-email') return stored ? json(202) : json(409, { message: 'Save the draft first' });
    if (!stored) return json(409, { message: 'Save the draft first' });
    if (method === 'GET') {
      const found = stored.files.find((info) => info.id === part);
      return found ? new Response(found.blob, { headers: { 'Content-Type': found.type } }) : json(404, { message: 'Not found.' });
    }
    stored.files = stored.files.filter((info) => info.field !== part);
    if (method === 'DELETE') return json(204);
    const info = { id: `file-${seen.length}`, field: part!, name: file!.name, type: file!.type, size: file!.size };
    stored.files.push({ ...info, blob: file! });
    return json(200, { data: info });
  };

  return {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => handle(String(input), init),
    seen,
    drafts,
    /** Puts a saved draft in the store, as if this browser had saved it before. */
    seed(formId: string, draft: { step: number; answers: Record<string, unknown>; files?: { field: string; file: File }[] }) {
      const files = (draft.files ?? []).map(({ field, file }, index) => ({
        id: `seed-${index}`,
        field,
        name: file.name,
        type: file.type,
        size: file.size,
        blob: file,
      }));
      drafts.set(formId, { step: draft.step, answers: draft.answers, files });
    },
    requests: (method: string, pathEnd = '') => seen.filter((request) => request.method === method && request.path.endsWith(pathEnd)),
  };
}
