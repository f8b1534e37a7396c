import { mailDeadline } from '../mail-dates';
import type { MailTemplateSource } from './template-source';

/** "Save and continue later": the link back to the saved answers (statusLink) and until when they are kept. */
export const draftResume: MailTemplateSource = {
  requires: ['draftKeptUntil'],
  button: (vars, language) => ({ label: language === 'ar' ? 'أكمل طلبك' : 'Continue your application', url: vars.statusLink }),
  extras: (vars, language) => ({ keptUntil: mailDeadline(vars.draftKeptUntil!, language) }),
  words: {
    en: {
      subject: 'Continue your application to {{applicationLabel}}',
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
    },
    ar: {
      subject: 'أكمل طلبك للمشاركة في {{applicationLabel}}',
      mjml: `<mj-text>
  <p>حُفظت إجاباتك في طلب المشاركة في {{applicationLabel}}. افتح الرابط أدناه على أي جهاز لتكمل من حيث توقفت.</p>
  <p>نحتفظ بها حتى <strong>{{keptUntil}}</strong> (بتوقيت القاهرة)، وبعد ذلك تُحذف ويتوقف الرابط عن العمل.
  لا يُرسَل شيء إلى المنظمين حتى ترسل طلبك.</p>
</mj-text>`,
      text: `
حُفظت إجاباتك في طلب المشاركة في {{applicationLabel}}. افتح الرابط أدناه على أي جهاز لتكمل من حيث توقفت.

نحتفظ بها حتى {{keptUntil}} (بتوقيت القاهرة)، وبعد ذلك تُحذف ويتوقف الرابط عن العمل.
لا يُرسَل شيء إلى المنظمين حتى ترسل طلبك.
`,
    },
  },
};
