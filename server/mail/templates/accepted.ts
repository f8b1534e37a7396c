import type { Language } from '../../../src/lib/i18n/languages';
import { mailDeadline } from '../mail-dates';
import type { MailVars } from '../types';
import { OPEN_APPLICATION_PAGE } from './layout';
import type { MailButton, MailTemplateSource } from './template-source';

const BUTTONS: Record<Language, { seat: string; team: string }> = {
  en: { seat: 'Confirm your seat', team: 'Confirm for your team' },
  ar: { seat: 'أكِّد مقعدك', team: 'أكِّد مشاركة فريقك' },
};

function acceptedButton(vars: MailVars, language: Language): MailButton {
  if (vars.confirmLink) return { label: BUTTONS[language].seat, url: vars.confirmLink };
  if (vars.leader) return { label: BUTTONS[language].team, url: vars.statusLink };
  return { label: OPEN_APPLICATION_PAGE[language], url: vars.statusLink };
}

/** Bootcamp: confirm with confirmLink. Team: the leader confirms for everyone from their private page. */
export const accepted: MailTemplateSource = {
  button: acceptedButton,
  extras: (vars, language) => ({ deadline: vars.confirmDeadline ? mailDeadline(vars.confirmDeadline, language) : '' }),
  words: {
    en: {
      subject:
        '{{#if confirmLink}}You are accepted: confirm your seat{{#if deadline}} by {{deadline}}{{/if}}' +
        "{{else if leader}}Your team is accepted: confirm your team's seats{{#if deadline}} by {{deadline}}{{/if}}" +
        '{{else}}You are accepted{{#if teamName}} with team {{teamName}}{{/if}}{{/if}}',
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
    },
    ar: {
      subject:
        '{{#if confirmLink}}تم قبولك: أكِّد مقعدك{{#if deadline}} في موعد أقصاه {{deadline}}{{/if}}' +
        '{{else if leader}}تم قبول فريقك: أكِّد مقاعد فريقك{{#if deadline}} في موعد أقصاه {{deadline}}{{/if}}' +
        '{{else}}تم قبولك{{#if teamName}} ضمن فريق {{teamName}}{{/if}}{{/if}}',
      mjml: `<mj-text>
  <p>خبر سار: تم قبولك في {{applicationLabel}}{{#if teamName}} ضمن فريق <strong>{{teamName}}</strong>{{/if}}!</p>
  {{#if confirmLink}}
  <p>يُرجى تأكيد مقعدك{{#if deadline}} في موعد أقصاه <strong>{{deadline}}</strong> (بتوقيت القاهرة){{/if}}. المقعد الذي لا يُؤكَّد في الموعد يذهب إلى أحد المسجّلين في قائمة الانتظار.</p>
  {{else if leader}}
  <p>بصفتك قائد الفريق، تؤكّد مشاركة الفريق كله من صفحتك الخاصة{{#if deadline}} في موعد أقصاه <strong>{{deadline}}</strong> (بتوقيت القاهرة){{/if}}. الأماكن التي لا تُؤكَّد في الموعد تذهب إلى الفرق المدرجة في قائمة الانتظار.</p>
  {{else}}
  <p>يؤكّد قائد فريقك مشاركة الفريق كله من صفحته الخاصة{{#if deadline}} في موعد أقصاه <strong>{{deadline}}</strong> (بتوقيت القاهرة){{/if}}. لا تحتاج إلى فعل أي شيء آخر الآن.</p>
  {{/if}}
</mj-text>`,
      text: `
خبر سار: تم قبولك في {{applicationLabel}}{{#if teamName}} ضمن فريق {{teamName}}{{/if}}!

{{#if confirmLink}}
يُرجى تأكيد مقعدك{{#if deadline}} في موعد أقصاه {{deadline}} (بتوقيت القاهرة){{/if}}. المقعد الذي لا يُؤكَّد في الموعد يذهب إلى أحد المسجّلين في قائمة الانتظار.
{{else if leader}}
بصفتك قائد الفريق، تؤكّد مشاركة الفريق كله من صفحتك الخاصة{{#if deadline}} في موعد أقصاه {{deadline}} (بتوقيت القاهرة){{/if}}. الأماكن التي لا تُؤكَّد في الموعد تذهب إلى الفرق المدرجة في قائمة الانتظار.
{{else}}
يؤكّد قائد فريقك مشاركة الفريق كله من صفحته الخاصة{{#if deadline}} في موعد أقصاه {{deadline}} (بتوقيت القاهرة){{/if}}. لا تحتاج إلى فعل أي شيء آخر الآن.
{{/if}}
`,
    },
  },
};
