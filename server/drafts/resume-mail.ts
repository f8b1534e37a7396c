import type { AppDeps } from '../deps';
import type { ReadyForm } from '../forms/definitions';
import { enqueueMail } from '../mail/enqueue';
import type { Draft } from './queries';

/** The page that claims a draft; the token rides in the fragment, so it is never in a request line or a proxy's log. */
export const resumeLink = (publicUrl: string, token: string) => `${publicUrl}/drafts/resume#${token}`;

/** 'the bootcamp', 'the hackathon', or the form's title, as the lifecycle's e-mails say it. */
function applicationLabel(ready: ReadyForm): string {
  if (ready.form.formId === 'bootcamp') return 'the bootcamp';
  if (ready.form.formId === 'hackathon-team') return 'the hackathon';
  return ready.compiled.definition.title || ready.form.formId;
}

/** Queues the "continue your application" e-mail (outbox, template draft-resume); the worker sends it. */
export async function queueResumeMail(
  deps: Pick<AppDeps, 'db' | 'mail' | 'publicUrl' | 'onMailQueued'>,
  input: { ready: ReadyForm; draft: Draft; token: string; to: string },
): Promise<void> {
  await enqueueMail(deps.db, deps.mail, {
    template: 'draft-resume',
    to: input.to,
    applicationId: null,
    vars: {
      // A draft has no name yet that we could trust to greet with.
      name: 'applicant',
      applicationLabel: applicationLabel(input.ready),
      statusLink: resumeLink(deps.publicUrl, input.token),
      draftKeptUntil: input.draft.expiresAt.toISOString(),
    },
  });
  deps.onMailQueued?.();
}
