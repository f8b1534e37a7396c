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
  SMTP_URL: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankAsUndefined, z.string().default('Space Apps Cairo <no-reply@spaceappscairo.com>')),
  PUBLIC_URL: z.preprocess(blankAsUndefined, z.string().url().optional()),
  // Shared services for several instances (issue 16); unset, the embedded defaults stay.
  REDIS_URL: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
  ),
  ALTCHA_HMAC_KEY: z.preprocess(blankAsUndefined, z.string().min(32, 'ALTCHA_HMAC_KEY needs at least 32 characters').optional()),
  S3_URL: z.preprocess(blankAsUndefined, z.string().url().optional()),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: z.preprocess(blankAsUndefined, z.string().url().optional()),
  S3_REGION: z.preprocess(blankAsUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess(blankAsUndefined, z.enum(['true', 'false']).optional()),
});

/** Where uploaded files live: DATA_DIR on this machine, or an S3-compatible bucket shared by every instance. */
export type StorageConfig =
  | { kind: 'disk'; dataDir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint?: string;
      region: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    };

/** S3_URL (http(s)://KEY:SECRET@host:port/bucket, path-style) or S3_BUCKET with S3_ENDPOINT and credentials; neither: the disk. */
function storageConfig(e: z.infer<typeof envSchema>, dataDir: string): StorageConfig {
  if (e.S3_URL) {
    const url = new URL(e.S3_URL);
    const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
    if (!bucket || bucket.includes('/'))
      throw new Error('Invalid environment:\n  S3_URL: give the bucket as the path, e.g. http://key:secret@127.0.0.1:9000/uploads');
    return {
      kind: 's3',
      bucket,
      endpoint: `${url.protocol}//${url.host}`,
      region: e.S3_REGION,
      accessKeyId: url.username ? decodeURIComponent(url.username) : e.S3_ACCESS_KEY_ID,
      secretAccessKey: url.password ? decodeURIComponent(url.password) : e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE !== 'false',
    };
  }
  if (e.S3_BUCKET) {
    return {
      kind: 's3',
      bucket: e.S3_BUCKET,
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      // A custom endpoint (MinIO, s3rver) usually wants path-style addresses; AWS itself virtual-hosted ones.
      forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : e.S3_ENDPOINT !== undefined,
    };
  }
  return { kind: 'disk', dataDir };
}

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
  storage: StorageConfig;
  /** Rate limits shared by every instance; unset, each process counts its own. */
  redisUrl?: string;
  /** The captcha's HMAC key; unset, one kept in the database serves every instance. */
  altchaHmacKey?: string;
}

/** Reads the environment; throws a readable message naming each bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const provider: CaptchaProvider = e.CAPTCHA_PROVIDER ?? (e.RECAPTCHA_SECRET ? 'recaptcha' : 'altcha');
  if (provider === 'recaptcha' && !e.RECAPTCHA_SECRET)
    throw new Error('Invalid environment:\n  CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SECRET');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    adminToken: e.ADMIN_TOKEN,
    captcha: { provider, recaptchaSiteKey: e.RECAPTCHA_SITE_KEY, recaptchaSecret: e.RECAPTCHA_SECRET },
    rateLimit: { postMax: e.RATE_LIMIT_POST_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    logLevel: e.LOG_LEVEL,
    siteDir: resolve(e.SITE_DIR),
    trustProxy: e.TRUST_PROXY === 'true',
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    storage: storageConfig(e, dataDir),
    redisUrl: e.REDIS_URL,
    altchaHmacKey: e.ALTCHA_HMAC_KEY,
  };
}
