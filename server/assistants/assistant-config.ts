import { z } from 'zod';

const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalUrl = z.preprocess(blankAsUndefined, z.url({ protocol: /^https?$/ }).optional());

const envSchema = z.object({
  GEMINI_API_KEY: z.preprocess(blankAsUndefined, z.string().optional()),
  GEMINI_MODEL: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^[\w.-]+$/)
      .default('gemini-2.5-flash'),
  ),
  SUGGESTION_WEBHOOK_URL: optionalUrl,
  EXPLAIN_WEBHOOK_URL: optionalUrl,
  ASSISTANT_TIMEOUT_MS: z.preprocess(blankAsUndefined, z.coerce.number().int().positive().default(10_000)),
});

/** The optional upgrades of the assistants; every one is off unless its variable is set. */
export interface AssistantConfig {
  gemini?: { apiKey: string; model: string };
  suggestionWebhookUrl?: string;
  explainWebhookUrl?: string;
  /** How long an outside service may take before the built-in answer is used. */
  timeoutMs: number;
}

export function readAssistantConfig(env: NodeJS.ProcessEnv = process.env): AssistantConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    gemini: e.GEMINI_API_KEY ? { apiKey: e.GEMINI_API_KEY, model: e.GEMINI_MODEL } : undefined,
    suggestionWebhookUrl: e.SUGGESTION_WEBHOOK_URL,
    explainWebhookUrl: e.EXPLAIN_WEBHOOK_URL,
    timeoutMs: e.ASSISTANT_TIMEOUT_MS,
  };
}
