import type { MailTemplateSource } from './template-source';

/** The "Welcome Email" the team registration page promises each member. */
export const teamWelcome: MailTemplateSource = {
  subject: 'Welcome to team {{teamName}}',
  requires: ['teamName'],
  mjml: `<mj-text>
  <p>Welcome to team <strong>{{teamName}}</strong>! Your team is registered for {{applicationLabel}}, and you are one of its members.</p>
  <p>The organisers will review the team's registration and write to you when there is news. Your private page shows where the registration stands.</p>
</mj-text>`,
  text: `
Welcome to team {{teamName}}! Your team is registered for {{applicationLabel}}, and you are one of its members.

The organisers will review the team's registration and write to you when there is news. Your private page shows where the registration stands.
`,
};
