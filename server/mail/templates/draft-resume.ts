import type { MailTemplateSource } from './template-source';
import { cairoDeadline } from './accepted';

/** "Save and continue later": the link back to the saved answers (statusLink) and until when they are kept. */
export const draftResume: MailTemplateSource = {
  subject: 'Continue your application to {{applicationLabel}}',
  requires: ['draftKeptUntil'],
  button: (vars) => ({ label: 'Continue your application', url: vars.statusLink }),
  extras: (vars) => ({ keptUntil: cairoDeadline(vars.draftKeptUntil!) }),
  mjml: `<mj-text>
  <p>Your answers to {{applicationLabel}} are saved. Open the link below on any device to continue where you stopped.</p>
  <p>We keep them until <strong>{{keptUntil}}</strong> (Cairo time); after that they are deleted and the link stops working.
  Nothing is sent to the organisers until you submit.</p>
</mj-text>`,
  text: `
Your answers to {{applicationLabel}} are saved. Open the link below on any device to continue where you stopped.

We keep them until {{keptUntil}} (Cairo time); after that they are deleted and the link stops working.
Nothing is sent to the organisers until you submit.
`,
};
