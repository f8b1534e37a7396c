import { z } from 'zod';
import type { Language } from '../../src/engine/index';
import type { AssistantEnv } from './assistant-env';
import { failureOfField, failureOfRule, type SentRule } from './error-rules';
import { explain } from './error-templates';
import { findField, pathOf } from './field-lookup';
import { postJson } from './outside-call';
import { toPlainText } from './plain-text';
import { readSettings } from '../settings/settings';

export interface ErrorInfo {
  fieldName: string;
  userInput?: unknown;
  message: string;
  /** The failed rule as the engine reported it (ruleErrors), e.g. "minLength"; the message is never parsed. */
  rule?: string;
  params?: Record<string, unknown>;
}

export interface ExplainRequest {
  formId?: string;
  mobileData?: Record<string, unknown>;
  personal_data?: Record<string, unknown>;
  errorInfo: ErrorInfo[];
}

export type Explanations = Record<string, string>[];

/** "national_id" -> "National id", for fields no published form holds. */
const labelOf = (fieldName: string) => {
  const words = (pathOf(fieldName).at(-1) ?? fieldName).replace(/_id$/, '').replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The built-in explanation: the field's definition says which rule the answer broke and by how much. */
export async function explainError(
  env: Pick<AssistantEnv, 'db'>,
  info: ErrorInfo,
  formId?: string,
  language: Language = 'en',
): Promise<string> {
  const [found, { contactEmail }] = await Promise.all([findField(env.db, info.fieldName, formId, language), readSettings(env.db)]);
  const sent: SentRule | undefined = info.rule ? { rule: info.rule, params: info.params } : undefined;
  if (!found) {
    const failure = sent ? failureOfRule(sent.rule, sent.params ?? {}, info.userInput) : { rule: 'unknown' as const };
    return explain(failure, { label: labelOf(info.fieldName), type: 'text' }, info.userInput, info.message, contactEmail, language);
  }
  const { field, form } = found;
  const other = field.validation.matches ? form.fields.find((candidate) => candidate.name === field.validation.matches)?.label : undefined;
  const failure = failureOfField(field, info.userInput, sent, other) ?? { rule: 'unknown' as const };
  return explain(failure, field, info.userInput, info.message, contactEmail, language);
}

const webhookAnswerSchema = z.object({ message: z.array(z.record(z.string(), z.string().max(4_000))).min(1) });

/** The webhook's explanations, as plain text, if every error got one. */
export function checkWebhookAnswer(answer: unknown, errorInfo: ErrorInfo[]): Explanations | undefined {
  const parsed = webhookAnswerSchema.safeParse(Array.isArray(answer) ? answer[0] : answer);
  if (!parsed.success) return undefined;
  const explained = new Set(parsed.data.message.flatMap((entry) => Object.keys(entry)));
  if (!errorInfo.every((info) => explained.has(info.fieldName))) return undefined;
  return parsed.data.message.map((entry) => Object.fromEntries(Object.entries(entry).map(([name, text]) => [name, toPlainText(text)])));
}

/**
 * One explanation per error, in order: the organisers' webhook when configured (falling back on failure), otherwise
 * the templates, in the page's language.
 */
export async function explainErrors(env: AssistantEnv, request: ExplainRequest, language: Language = 'en'): Promise<Explanations> {
  if (env.config.explainWebhookUrl) {
    try {
      const { mobileData, personal_data, errorInfo } = request;
      const answer = await postJson(
        env.fetch,
        env.config.explainWebhookUrl,
        { mobileData: mobileData ?? {}, personal_data: personal_data ?? {}, errorInfo },
        env.config.timeoutMs,
      );
      const checked = checkWebhookAnswer(answer, errorInfo);
      if (checked) return checked;
      env.log.warn('explanation webhook answered an unusable shape; using the templates');
    } catch (error) {
      env.log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'explanation webhook failed; using the templates');
    }
  }
  return Promise.all(
    request.errorInfo.map(async (info) => ({ [info.fieldName]: await explainError(env, info, request.formId, language) })),
  );
}
