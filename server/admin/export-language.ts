import { LANGUAGES, type Language } from '../../src/engine/index';

/** The `language` query of the CSV exports: asked for, headers and answers are in it; else English (the columns scripts read). */
export const LANGUAGE_QUERY = {
  type: 'string',
  enum: [...LANGUAGES],
  description: 'Head the columns with the form\u2019s labels and label the answers in this language (default: English)',
} as const;

type OwnColumn = 'id' | 'name' | 'email' | 'status' | 'submittedAt' | 'formVersion' | 'ipAddress' | 'submittedOn';

/** The exports' own columns headed for people, by language. */
const OWN_HEADINGS: Record<Language, Record<OwnColumn, string>> = {
  en: {
    id: 'ID',
    name: 'Name',
    email: 'E-mail',
    status: 'Status',
    submittedAt: 'Submitted at',
    formVersion: 'Form version',
    ipAddress: 'IP address',
    submittedOn: 'Submitted on (as sent)',
  },
  ar: {
    id: 'الرقم',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    status: 'الحالة',
    submittedAt: 'وقت التقديم',
    formVersion: 'إصدار النموذج',
    ipAddress: 'عنوان IP',
    submittedOn: 'تاريخ التقديم (كما أُرسل)',
  },
};

export const ownHeading = (column: OwnColumn, language: Language) => OWN_HEADINGS[language][column];
