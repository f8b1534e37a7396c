import { formWords, type Values } from '../../form-react/index';
import { requestLanguage } from '../../lib/i18n/request-language';
import { DraftApiError, deleteDraftFile, saveDraft, uploadDraftFile, type SavedDraft } from './drafts-api';
import { changedFields, fileChanges, splitFiles, type DraftParts } from './draft-values';

/** What the quiet status line says. */
export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed'; message: string; retrying: boolean };

export interface DraftSaverOptions {
  formId: string;
  /** Fields never kept (captcha, password); asked at each save, as the definition may arrive after the draft. */
  skip: () => ReadonlySet<string>;
  /** The server holds a draft already (a resumed one): only changes are sent from the start. */
  exists: boolean;
  step: number;
  onState: (state: SaveState) => void;
  onSaved?: (saved: SavedDraft) => void;
  /** Quiet time after the last change before saving. */
  delayMs?: number;
  api?: { saveDraft: typeof saveDraft; uploadDraftFile: typeof uploadDraftFile; deleteDraftFile: typeof deleteDraftFile };
}

const RETRY_MS = [5_000, 15_000, 30_000, 60_000];
/** Refusals that another try cannot change: unknown form, closed window, a bad or too large body. */
const FINAL = new Set([400, 403, 404, 413]);
/** A file the server refuses (type, size) stays refused: it is not sent again, and the form's own check tells the applicant. */
const FILE_REFUSED = new Set([413, 415, 422]);
// keepalive requests may carry at most 64 KB in all.
const KEEPALIVE_LIMIT = 60_000;

/**
 * Saves a form's answers as a draft: debounced while typing, at once on a step change, only the
 * fields and files that changed since the last save; failures are retried and never thrown.
 */
export class DraftSaver {
  private readonly api;
  private saved: DraftParts | undefined;
  private savedStep = -1;
  private latest: Values | undefined;
  private step: number;
  private exists: boolean;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<boolean> | undefined;
  private failures = 0;
  private disposed = false;

  constructor(private readonly options: DraftSaverOptions) {
    this.api = options.api ?? { saveDraft, uploadDraftFile, deleteDraftFile };
    this.step = options.step;
    this.exists = options.exists;
    if (options.exists) this.savedStep = options.step;
  }

  /** The renderer's values: the first call is what the server (or a fresh form) already holds. */
  setValues(values: Values): void {
    if (this.disposed) return;
    if (!this.saved) this.saved = splitFiles(values, this.options.skip());
    this.latest = values;
    this.schedule(this.options.delayMs ?? 3_000);
  }

  setStep(step: number): void {
    if (this.disposed) return;
    this.step = step;
    void this.flush();
  }

  /** Saves now; `force` creates the draft even before any answer (a resume link needs one). Resolves whether all is saved. */
  flush(options: { force?: boolean; keepalive?: boolean } = {}): Promise<boolean> {
    clearTimeout(this.timer);
    const previous = this.running ?? Promise.resolve(true);
    const run = previous.then(() => (this.disposed ? false : this.save(options)));
    this.running = run;
    void run.finally(() => {
      if (this.running === run) this.running = undefined;
    });
    return run;
  }

  /** Whether changes wait to be saved (the page warns nobody; tests and the journey read it). */
  get pending(): boolean {
    return this.timer !== undefined || this.running !== undefined;
  }

  /** Stops saving (after a submit or Start again) once the save under way, if any, is done. */
  async dispose(): Promise<void> {
    this.disposed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, ms);
  }

  private async save({ force = false, keepalive = false }: { force?: boolean; keepalive?: boolean }): Promise<boolean> {
    if (!this.latest || !this.saved) return !force;
    const saved = this.saved;
    const current = splitFiles(this.latest, this.options.skip());
    const changed = changedFields(saved.answers, current.answers);
    const files = fileChanges(saved.files, current.files);
    const nothingNew = changed.length === 0 && files.upload.length === 0 && files.remove.length === 0;
    // No draft for a form nobody has typed in yet; an existing one is told every step move.
    if (!force && nothingNew && (!this.exists || this.step === this.savedStep)) return true;
    const names = this.exists ? changed : Object.keys(current.answers);
    const step = this.step;
    this.options.onState({ kind: 'saving' });
    try {
      const answers = Object.fromEntries(names.map((name) => [name, current.answers[name]]));
      const body = { step, answers, changed: names };
      const result = await this.api.saveDraft(this.options.formId, body, {
        keepalive: keepalive && JSON.stringify(body).length < KEEPALIVE_LIMIT,
      });
      if (result.created && this.exists) return this.startOver(saved);
      this.exists = true;
      Object.assign(saved.answers, answers);
      this.savedStep = step;
      await this.sendFiles(files, saved);
      this.failures = 0;
      this.options.onSaved?.(result);
      this.options.onState({ kind: 'saved', at: result.updatedAt || new Date().toISOString() });
      return true;
    } catch (error) {
      this.failed(error);
      return false;
    }
  }

  /** The draft was deleted in another tab and this save started a new one with only its changes: send everything. */
  private startOver(saved: DraftParts): boolean {
    for (const name of Object.keys(saved.answers)) delete saved.answers[name];
    saved.files.clear();
    if (!this.disposed) this.schedule(0);
    return true;
  }

  private async sendFiles(changes: ReturnType<typeof fileChanges>, saved: DraftParts) {
    for (const [path, file] of changes.upload) {
      try {
        await this.api.uploadDraftFile(this.options.formId, path, file);
      } catch (error) {
        if (!(error instanceof DraftApiError && FILE_REFUSED.has(error.status))) throw error;
      }
      saved.files.set(path, file);
    }
    for (const path of changes.remove) {
      await this.api.deleteDraftFile(this.options.formId, path);
      saved.files.delete(path);
    }
  }

  private failed(error: unknown) {
    const status = error instanceof DraftApiError ? error.status : 0;
    // The draft expired or was deleted in another tab: the next save starts a new one with every answer and file.
    if (status === 409) {
      this.exists = false;
      this.saved?.files.clear();
    }
    if (FINAL.has(status)) {
      const { t } = formWords(requestLanguage());
      const message = status === 403 || status === 413 ? (error as Error).message : t('drafts.notSaved');
      this.options.onState({ kind: 'failed', message, retrying: false });
      return;
    }
    const wait =
      error instanceof DraftApiError && error.retryAfter
        ? error.retryAfter * 1000
        : RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)]!;
    this.failures += 1;
    this.options.onState({ kind: 'failed', message: formWords(requestLanguage()).t('drafts.retrying'), retrying: true });
    if (!this.disposed) this.schedule(status === 409 ? 0 : wait);
  }
}
