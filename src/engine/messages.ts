import type { RuleName } from './definition-schema';
import { messagesEn } from './i18n/messages-en';
import type { FieldDef } from './model';

/**
 * The message for a rule of a field: `messages[rule]` wins, then `message` (every rule but
 * required), then the default.
 */
export function messageFor(field: FieldDef, rule: RuleName, fallback: string): string {
  const own = field.validation.messages?.[rule];
  if (own !== undefined) return own;
  if (rule !== 'required' && field.validation.message !== undefined) return field.validation.message;
  return fallback;
}

/** 10485760 -> "10 MB", 734003200 -> "700 MB". */
export const formatBytes = (bytes: number): string => messagesEn.bytes(bytes);
