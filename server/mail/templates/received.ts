import type { MailTemplateSource } from './template-source';

export const received: MailTemplateSource = {
  words: {
    en: {
      subject: 'We received your application to {{applicationLabel}}',
      mjml: `<mj-text>
  <p>Thank you for applying to {{applicationLabel}}. We received your application and it is now waiting for review.</p>
  <p>We will write to you when there is news. In the meantime your private page shows where your application stands.</p>
</mj-text>`,
      text: `
Thank you for applying to {{applicationLabel}}. We received your application and it is now waiting for review.

We will write to you when there is news. In the meantime your private page shows where your application stands.
`,
    },
    ar: {
      subject: 'تلقّينا طلبك للمشاركة في {{applicationLabel}}',
      mjml: `<mj-text>
  <p>شكرًا لتقدّمك للمشاركة في {{applicationLabel}}. تلقّينا طلبك، وهو الآن في انتظار المراجعة.</p>
  <p>سنراسلك حين تكون هناك مستجدات، وحتى ذلك الحين تعرض لك صفحتك الخاصة حالة طلبك.</p>
</mj-text>`,
      text: `
شكرًا لتقدّمك للمشاركة في {{applicationLabel}}. تلقّينا طلبك، وهو الآن في انتظار المراجعة.

سنراسلك حين تكون هناك مستجدات، وحتى ذلك الحين تعرض لك صفحتك الخاصة حالة طلبك.
`,
    },
  },
};
