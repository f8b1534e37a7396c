import { cairoDay, cairoTime } from '../../assistants/cairo-dates';
import type { MailVars } from '../types';
import type { MailButton, MailTemplateSource } from './template-source';

/** "Tuesday 30 September 2025, 11:59 pm", Cairo time. */
export const cairoDeadline = (iso: string) => `${cairoDay(iso)}, ${cairoTime(iso).toLowerCase()}`;

function acceptedButton(vars: MailVars): MailButton {
  if (vars.confirmLink) return { label: 'Confirm your seat', url: vars.confirmLink };
  if (vars.leader) return { label: 'Confirm for your team', url: vars.statusLink };
  return { label: 'Open your application page', url: vars.statusLink };
}

/** Bootcamp: confirm with confirmLink. Team: the leader confirms for everyone from their private page. */
export const accepted: MailTemplateSource = {
  subject:
    '{{#if confirmLink}}You are accepted: confirm your seat{{#if deadline}} by {{deadline}}{{/if}}' +
    "{{else if leader}}Your team is accepted: confirm your team's seats{{#if deadline}} by {{deadline}}{{/if}}" +
    '{{else}}You are accepted{{#if teamName}} with team {{teamName}}{{/if}}{{/if}}',
  button: acceptedButton,
  extras: (vars) => ({ deadline: vars.confirmDeadline ? cairoDeadline(vars.confirmDeadline) : '' }),
  mjml: `<mj-text>
  <p>Good news: you are accepted to {{applicationLabel}}{{#if teamName}} with team <strong>{{teamName}}</strong>{{/if}}!</p>
  {{#if confirmLink}}
  <p>Please confirm your seat{{#if deadline}} by <strong>{{deadline}}</strong> (Cairo time){{/if}}. A seat that is not confirmed in time goes to someone on the waiting list.</p>
  {{else if leader}}
  <p>As the team leader, you confirm for the whole team from your private page{{#if deadline}} by <strong>{{deadline}}</strong> (Cairo time){{/if}}. Places that are not confirmed in time go to teams on the waiting list.</p>
  {{else}}
  <p>Your team leader confirms for the whole team from their private page{{#if deadline}} by <strong>{{deadline}}</strong> (Cairo time){{/if}}. You do not need to do anything else now.</p>
  {{/if}}
</mj-text>`,
  text: `
Good news: you are accepted to {{applicationLabel}}{{#if teamName}} with team {{teamName}}{{/if}}!

{{#if confirmLink}}
Please confirm your seat{{#if deadline}} by {{deadline}} (Cairo time){{/if}}. A seat that is not confirmed in time goes to someone on the waiting list.
{{else if leader}}
As the team leader, you confirm for the whole team from your private page{{#if deadline}} by {{deadline}} (Cairo time){{/if}}. Places that are not confirmed in time go to teams on the waiting list.
{{else}}
Your team leader confirms for the whole team from their private page{{#if deadline}} by {{deadline}} (Cairo time){{/if}}. You do not need to do anything else now.
{{/if}}
`,
};
