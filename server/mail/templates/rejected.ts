import type { MailTemplateSource } from './template-source';

export const rejected: MailTemplateSource = {
  words: {
    en: {
      subject: 'About your application',
      mjml: `<mj-text>
  <p>Thank you for applying to {{applicationLabel}}{{#if teamName}} with team <strong>{{teamName}}</strong>{{/if}}. We are sorry: we cannot offer you a place this time.</p>
  <p>We received many more applications than we have places. We hope to see you at a future edition.</p>
</mj-text>`,
      text: `
Thank you for applying to {{applicationLabel}}{{#if teamName}} with team {{teamName}}{{/if}}. We are sorry: we cannot offer you a place this time.

We received many more applications than we have places. We hope to see you at a future edition.
`,
    },
    ar: {
      subject: 'بشأن طلبك',
      mjml: `<mj-text>
  <p>شكرًا لتقدّمك للمشاركة في {{applicationLabel}}{{#if teamName}} ضمن فريق <strong>{{teamName}}</strong>{{/if}}. يؤسفنا ألّا نستطيع أن نقدّم لك مكانًا هذه المرة.</p>
  <p>تلقّينا طلبات تفوق بكثير عدد الأماكن المتاحة، ونأمل أن نراك في دورة قادمة.</p>
</mj-text>`,
      text: `
شكرًا لتقدّمك للمشاركة في {{applicationLabel}}{{#if teamName}} ضمن فريق {{teamName}}{{/if}}. يؤسفنا ألّا نستطيع أن نقدّم لك مكانًا هذه المرة.

تلقّينا طلبات تفوق بكثير عدد الأماكن المتاحة، ونأمل أن نراك في دورة قادمة.
`,
    },
  },
};
