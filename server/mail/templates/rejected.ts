import type { MailTemplateSource } from './template-source';

export const rejected: MailTemplateSource = {
  subject: 'About your application',
  mjml: `<mj-text>
  <p>Thank you for applying to {{applicationLabel}}{{#if teamName}} with team <strong>{{teamName}}</strong>{{/if}}. We are sorry: we cannot offer you a place this time.</p>
  <p>We received many more applications than we have places. We hope to see you at a future edition.</p>
</mj-text>`,
  text: `
Thank you for applying to {{applicationLabel}}{{#if teamName}} with team {{teamName}}{{/if}}. We are sorry: we cannot offer you a place this time.

We received many more applications than we have places. We hope to see you at a future edition.
`,
};
