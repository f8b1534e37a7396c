import type { MailTemplateSource } from './template-source';

/** The "Welcome Email" the team registration page promises each member. */
export const teamWelcome: MailTemplateSource = {
  requires: ['teamName'],
  words: {
    en: {
      subject: 'Welcome to team {{teamName}}',
      mjml: `<mj-text>
  <p>Welcome to team <strong>{{teamName}}</strong>! Your team is registered for {{applicationLabel}}, and you are one of its members.</p>
  <p>The organisers will review the team's registration and write to you when there is news. Your private page shows where the registration stands.</p>
</mj-text>`,
      text: `
Welcome to team {{teamName}}! Your team is registered for {{applicationLabel}}, and you are one of its members.

The organisers will review the team's registration and write to you when there is news. Your private page shows where the registration stands.
`,
    },
    ar: {
      subject: 'مرحبًا بك في فريق {{teamName}}',
      mjml: `<mj-text>
  <p>مرحبًا بك في فريق <strong>{{teamName}}</strong>! سُجِّل فريقك في {{applicationLabel}}، وأنت أحد أعضائه.</p>
  <p>سيراجع المنظمون تسجيل الفريق ويراسلونك حين تكون هناك مستجدات، وتعرض لك صفحتك الخاصة حالة التسجيل.</p>
</mj-text>`,
      text: `
مرحبًا بك في فريق {{teamName}}! سُجِّل فريقك في {{applicationLabel}}، وأنت أحد أعضائه.

سيراجع المنظمون تسجيل الفريق ويراسلونك حين تكون هناك مستجدات، وتعرض لك صفحتك الخاصة حالة التسجيل.
`,
    },
  },
};
