import type { Redis } from 'ioredis';
import type { CaptchaVerifier } from './captcha/verifier';
import type { Db } from './db/client';
import type { MailRenderer } from './mail/types';
import type { OptionStore } from './options/option-store';
import type { Storage } from './storage/storage';

/** Everything a route needs, built once by main.ts (or by a test). */
export interface AppDeps {
  db: Db;
  storage: Storage;
  options: OptionStore;
  captcha: CaptchaVerifier;
  /** SHA-256 (hex) of the organiser bearer token, the same on every instance (server/secrets.ts). */
  adminTokenHash: string;
  rateLimit: { postMax: number; windowMs: number };
  /** The built site; absent in API-only tests. */
  siteDir?: string;
  logLevel?: string;
  /** Where logs go (stdout unless a test captures them). */
  logStream?: NodeJS.WritableStream;
  now: () => Date;
  trustProxy?: boolean;
  /** Renders the lifecycle's e-mails into the outbox. */
  mail: MailRenderer;
  /** Called after a commit that queued e-mail, so the outbox worker delivers it without waiting for its poll. */
  onMailQueued?: () => void;
  /** The site's address as applicants reach it (links in e-mails), without a trailing slash. */
  publicUrl: string;
  /** Shared rate limits when REDIS_URL is set (several instances count together). */
  redis?: Redis;
}
