import type { RuleName } from './definition-schema';
import { messagesEn } from './i18n/messages-en';
import type { FieldDef } from './model';

/**
 * English messages with positional arguments, for code outside the engine written before the catalogues;
 * new code reads `catalogueFor(language)` (src/engine/i18n/message-catalogue.ts), which these delegate to.
 */
export const defaultMessages = {
  required: () => messagesEn.required({}),
  fileRequired: () => messagesEn.fileRequired({}),
  invalidFile: () => messagesEn.invalidFile({}),
  invalid: () => messagesEn.invalid({}),
  maxFiles: (n: number) => messagesEn.maxFiles({ max: n }),
  option: () => messagesEn.option({}),
  /** `size` is already written out ("10 MB"). */
  fileTooLarge: (name: string, size: string) => `File "${name}" exceeds the maximum size of ${size}.`,
  fileType: (name: string) => messagesEn.fileType({ file: name, accept: [] }),
};

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
