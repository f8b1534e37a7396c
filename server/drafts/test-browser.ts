import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { multipart, type FormValue } from '../test-support/requests';

/**
 * A browser tab for the draft tests: keeps the cookies the app sets (and clears) and sends back those whose
 * Path covers the request; records every answer body, so a test can say no token ever appeared in one.
 */
export class TestBrowser {
  readonly cookies = new Map<string, { value: string; path: string }>();

  constructor(
    private readonly app: FastifyInstance,
    /** Shared by the tabs of one test: every body any of them received. */
    readonly bodies: string[] = [],
  ) {}

  /** Another tab of the same browser: the same cookies from now on. */
  tab(): TestBrowser {
    const other = new TestBrowser(this.app, this.bodies);
    for (const [name, cookie] of this.cookies) other.cookies.set(name, cookie);
    return other;
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const path = options.url.split('?')[0]!;
    const sent = [...this.cookies].filter(([, cookie]) => path.startsWith(cookie.path)).map(([name, cookie]) => `${name}=${cookie.value}`);
    const headers = { ...(options.headers ?? {}), ...(sent.length > 0 ? { cookie: sent.join('; ') } : {}) };
    const response = await this.app.inject({ ...options, headers });
    this.bodies.push(response.body);
    for (const line of [response.headers['set-cookie'] ?? []].flat()) this.keep(line);
    return response;
  }

  private keep(line: string): void {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at);
    const value = pair!.slice(at + 1);
    const path = attributes.find((attribute) => attribute.startsWith('Path='))?.slice(5) ?? '/';
    if (!value || attributes.includes('Max-Age=0')) this.cookies.delete(name);
    else this.cookies.set(name, { value, path });
  }

  token(formId: string): string | undefined {
    return this.cookies.get(`draft_${formId}`)?.value;
  }

  getDraft(formId: string) {
    return this.request({ url: `/api/v1/drafts/${formId}` });
  }

  save(formId: string, body: { step?: number; answers: Record<string, unknown>; changed?: string[] }) {
    const payload = { step: body.step ?? 0, answers: body.answers, changed: body.changed ?? Object.keys(body.answers) };
    return this.request({ method: 'PUT', url: `/api/v1/drafts/${formId}`, payload });
  }

  async putFile(formId: string, field: string, file: FormValue, part = 'file') {
    const body = await multipart([[part, file]]);
    const url = `/api/v1/drafts/${formId}/files/${encodeURIComponent(field)}`;
    return this.request({ method: 'PUT', url, payload: body.payload, headers: body.headers });
  }
}
