import type { MailTemplateSource } from './template-source';

export const received: MailTemplateSource = {
  subject: 'We received your application to {{applicationLabel}}',
  mjml: `<mj-text>
  <p>Thank you for applying to {{applicationLabel}}. We received your application and it is now waiting for review.</p>
  <p>We will write to you when there is news. In the meantime your private page shows where your application stands.</p>
</mj-text>`,
  text: `
Thank you for applying to {{applicationLabel}}. We received your application and it is now waiting for review.

We will write to you when there is news. In the meantime your private page shows where your application stands.
`,
};
