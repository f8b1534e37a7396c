import type { Language } from './languages';
import { messagesAr } from './messages-ar';
import { messagesEn } from './messages-en';

type NoParams = Record<string, never>;

/** The values each engine message names; a failed rule reports them as data beside its words. */
export interface MessageParams {
  required: NoParams;
  fileRequired: NoParams;
  requiredWhen: { label: string; controller: string; values: string[] };
  invalid: NoParams;
  invalidFile: NoParams;
  minLength: { min: number };
  maxLength: { max: number };
  minDigits: { min: number };
  maxDigits: { max: number };
  min: { min: number };
  max: { max: number };
  minItems: { min: number };
  maxItems: { max: number };
  maxFiles: { max: number };
  minWords: { min: number };
  maxWords: { max: number };
  pattern: { pattern: string };
  email: NoParams;
  url: NoParams;
  date: NoParams;
  time: NoParams;
  number: NoParams;
  option: NoParams;
  fileTooLarge: { file: string; maxSize: number };
  fileType: { file: string; accept: string[] };
  matches: { label: string; other: string };
  teamSize: { count: number };
  unique: { label: string };
  notInForm: NoParams;
}

/** The id of an engine message, which is also the `rule` a failure reports. */
export type MessageId = keyof MessageParams;

/** One language's words for every engine message, plus the few words messages quote. */
export type MessageCatalogue = { [Id in MessageId]: (params: MessageParams[Id]) => string } & {
  /** A ticked box, an unticked one, as conditions quote them. */
  yes: () => string;
  no: () => string;
  /** 10485760 -> "10 MB". */
  bytes: (bytes: number) => string;
};

const CATALOGUES: Record<Language, MessageCatalogue> = { en: messagesEn, ar: messagesAr };

export const catalogueFor = (language: Language): MessageCatalogue => CATALOGUES[language];
