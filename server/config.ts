import { resolve } from 'node:path';
import { z } from 'zod';

const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(blankAsUndefined, z.string().optional());

const envSchema = z.object({
  PORT: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
  HOST: z.preprocess(blankAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(blankAsUndefined, z.string().url().optional()),
  ADMIN_TOKEN: z.preprocess(blankAsUndefined, z.string().min(16, 'ADMIN_TOKEN needs at least 16 characters').optional()),
  CAPTCHA_PROVIDER: z.preprocess(blankAsUndefined, z.enum(['altcha', 'recaptcha', 'off']).optional()),
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET: optionalText,
  RATE_LIMIT_POST_MAX: z.preprocess(blankAsUndefined, z.coerce.number().int().positive().default(30)),
  RATE_LIMIT_WINDOW_MS: z.preprocess(blankAsUndefined, z.coerce.number().int().positive().default(60_000)),
  LOG_LEVEL: z.preprocess(blankAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  SITE_DIR: z.preprocess(blankAsUndefined, z.string().default('./dist')),
  TRUST_PROXY: z.preprocess(blankAsUndefined, z.enum(['true', 'false']).default('false')),
  SMTP_URL: z.preprocess(blankAsUndefined, z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional()),
  MAIL_FROM: z.preprocess(blankAsUndefined, z.string().default('Space Apps Cairo <no-reply@spaceappscairo.com>')),
  PUBLIC_URL: z.preprocess(blankAsUndefined, z.string().url().optional()),
});

export type CaptchaProvider = 'altcha' | 'recaptcha' | 'off';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminToken?: string;
  captcha: { provider: CaptchaProvider; recaptchaSiteKey?: string; recaptchaSecret?: string };
  rateLimit: { postMax: number; windowMs: number };
  logLevel: string;
  siteDir: string;
  /** Behind a reverse proxy, client addresses (rate limits) come from X-Forwarded-For. */
  trustProxy: boolean;
  /** Without an SMTP URL, e-mail waits in the outbox. */
  mail: { smtpUrl?: string; from: string };
  /** The site's address as applicants reach it, for links in e-mails. */
  publicUrl: string;
}

/** Reads the environment; throws a readable message naming each bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const provider: CaptchaProvider = e.CAPTCHA_PROVIDER ?? (e.RECAPTCHA_SECRET ? 'recaptcha' : 'altcha');
  if (provider === 'recaptcha' && !e.RECAPTCHA_SECRET) throw new Error('Invalid environment:\n  CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SECRET');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminToken: e.ADMIN_TOKEN,
    captcha: { provider, recaptchaSiteKey: e.RECAPTCHA_SITE_KEY, recaptchaSecret: e.RECAPTCHA_SECRET },
    rateLimit: { postMax: e.RATE_LIMIT_POST_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    logLevel: e.LOG_LEVEL,
    siteDir: resolve(e.SITE_DIR),
    trustProxy: e.TRUST_PROXY === 'true',
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
  };
}
