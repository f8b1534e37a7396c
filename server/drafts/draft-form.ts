import { compiledForm, latestForm, type ReadyForm } from '../forms/definitions';
import type { AppDeps } from '../deps';
import { forbidden, notFound } from '../http/errors';
import { SOURCE_LANGUAGE, type Language } from '../../src/lib/i18n/languages';
import { readSettings, type EventSettings } from '../settings/settings';
import { windowRefusalIn } from '../submissions/refusal-words';
import { windowOfForm } from './expiry';

/** The live version of a form a draft is saved for, its messages in `language`; 404 for an id no form has. */
export async function draftFormOf(deps: Pick<AppDeps, 'db'>, formId: string, language: Language = SOURCE_LANGUAGE): Promise<ReadyForm> {
  const form = await latestForm(deps.db, formId, language);
  if (!form) throw notFound('There is no form with this id.');
  return compiledForm(deps.db, form);
}

/** The settings, once the form's window is open: a draft is saved only while its form could be submitted (403 as a submission). */
export async function checkDraftWindow(
  deps: Pick<AppDeps, 'db' | 'now'>,
  formId: string,
  language: Language = SOURCE_LANGUAGE,
): Promise<EventSettings> {
  const settings = await readSettings(deps.db);
  const window = windowOfForm(formId);
  const refusal = window ? windowRefusalIn(settings, window, deps.now(), language) : undefined;
  if (refusal) throw forbidden(refusal);
  return settings;
}

/** The page that opens a form, for a claimed resume link; built-in forms have their own routes. */
const DEDICATED_PAGES: Record<string, string> = {
  bootcamp: '/bootcamp-registration',
  'hackathon-team': '/register',
  'bootcamp-confirmation': '/bootcamp-confirmation',
};

export const formPagePath = (formId: string) => (Object.hasOwn(DEDICATED_PAGES, formId) ? DEDICATED_PAGES[formId]! : `/form/${formId}`);
