import type { MailTemplateSource } from './template-source';

export const waitlisted: MailTemplateSource = {
  words: {
    en: {
      subject: 'You are on the waiting list',
      mjml: `<mj-text>
  <p>Thank you for applying to {{applicationLabel}}{{#if teamName}} with team <strong>{{teamName}}</strong>{{/if}}. All places are taken for now, so you are on the waiting list.</p>
  <p>If a place frees up, we will write to you at once. You do not need to do anything now.</p>
</mj-text>`,
      text: `
Thank you for applying to {{applicationLabel}}{{#if teamName}} with team {{teamName}}{{/if}}. All places are taken for now, so you are on the waiting list.

If a place frees up, we will write to you at once. You do not need to do anything now.
`,
    },
    ar: {
      subject: 'أنت على قائمة الانتظار',
      mjml: `<mj-text>
  <p>شكرًا لتقدّمك للمشاركة في {{applicationLabel}}{{#if teamName}} ضمن فريق <strong>{{teamName}}</strong>{{/if}}. جميع الأماكن مشغولة حاليًا، لذا أُدرج طلبك في قائمة الانتظار.</p>
  <p>إذا شغر مكان فسنراسلك فورًا. لا تحتاج إلى فعل أي شيء الآن.</p>
</mj-text>`,
      text: `
شكرًا لتقدّمك للمشاركة في {{applicationLabel}}{{#if teamName}} ضمن فريق {{teamName}}{{/if}}. جميع الأماكن مشغولة حاليًا، لذا أُدرج طلبك في قائمة الانتظار.

إذا شغر مكان فسنراسلك فورًا. لا تحتاج إلى فعل أي شيء الآن.
`,
    },
  },
};
