import type { Language } from '../../src/lib/i18n/languages';
import type { AppDeps } from '../deps';
import type { ReadyForm } from '../forms/definitions';
import { enqueueMail } from '../mail/enqueue';
import { applicationLabel, NAMELESS, pageLink } from '../mail/mail-language';
import type { Draft } from './queries';

/** The page that claims a draft, in the page's language; the token rides in the fragment, never in a request line or a proxy's log. */
export const resumeLink = (publicUrl: string, token: string, language: Language = 'en') =>
  pageLink(publicUrl, `/drafts/resume#${token}`, language);

/** Queues the "continue your application" e-mail (outbox, template draft-resume) in the page's language; the worker sends it. */
export async function queueResumeMail(
  deps: Pick<AppDeps, 'db' | 'mail' | 'publicUrl' | 'onMailQueued'>,
  input: { ready: ReadyForm; draft: Draft; token: string; to: string; language: Language },
): Promise<void> {
  const { ready, language } = input;
  await enqueueMail(deps.db, deps.mail, {
    template: 'draft-resume',
    to: input.to,
    applicationId: null,
    language,
    vars: {
      // A draft has no name yet that we could trust to greet with.
      name: NAMELESS[language],
      applicationLabel: applicationLabel(ready.form.formId, language, ready.compiled.definition.title),
      statusLink: resumeLink(deps.publicUrl, input.token, language),
      draftKeptUntil: input.draft.expiresAt.toISOString(),
    },
  });
  deps.onMailQueued?.();
}
