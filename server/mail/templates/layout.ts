import { DIRECTIONS, type Language } from '../../../src/lib/i18n/languages';

/** The words of the frame every message shares, by language ({{...}} are Handlebars placeholders). */
export const LAYOUT_WORDS: Record<
  Language,
  { greeting: string; noButton: string; privatePage: string; yoursAlone: string; write: string }
> = {
  en: {
    greeting: 'Dear {{name}},',
    noButton: 'If the button does not work, copy this address into your browser:',
    privatePage: 'Your private application page:',
    yoursAlone: 'These links are yours alone: please do not share them.',
    write: 'Questions? Write to',
  },
  ar: {
    greeting: 'مرحبًا {{name}}،',
    noButton: 'إن لم يعمل الزر، انسخ هذا العنوان والصقه في متصفحك:',
    privatePage: 'صفحة طلبك الخاصة:',
    yoursAlone: 'هذه الروابط خاصة بك وحدك، فلا تشاركها مع أحد.',
    write: 'لديك سؤال؟ راسلنا على',
  },
};

/** The button of a message that names no other: the recipient's private page. */
export const OPEN_APPLICATION_PAGE: Record<Language, string> = { en: 'Open your application page', ar: 'افتح صفحة طلبك' };

/** The frame every message shares: the event's name, the greeting, the button, the private link, the contact. */
export function htmlLayout(body: string, language: Language): string {
  const words = LAYOUT_WORDS[language];
  // mj-text aligns left unless told: a right-to-left message starts at the right.
  const align = DIRECTIONS[language] === 'rtl' ? 'right' : 'left';
  return `<mjml lang="${language}" dir="${DIRECTIONS[language]}">
  <mj-head>
    <mj-title>{{subject}}</mj-title>
    <mj-preview>{{subject}}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="16px" line-height="24px" color="#1b1b1b" align="${align}" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f3f6">
    <mj-section background-color="#0b3d91" padding="16px 0">
      <mj-column>
        <mj-text color="#ffffff" font-size="20px" font-weight="bold">{{eventTitle}}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff">
      <mj-column>
        <mj-text>${words.greeting}</mj-text>
        ${body}
        <mj-button href="{{button.url}}" background-color="#0b3d91" color="#ffffff" font-size="16px">{{button.label}}</mj-button>
        <mj-text font-size="14px" line-height="20px">${words.noButton}<br /><a href="{{button.url}}">{{button.url}}</a>{{#if otherStatusLink}}<br /><br />${words.privatePage}<br /><a href="{{statusLink}}">{{statusLink}}</a>{{/if}}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section>
      <mj-column>
        <mj-text font-size="13px" line-height="18px" color="#555555">${words.yoursAlone} ${words.write} <a href="mailto:{{contactEmail}}">{{contactEmail}}</a>.<br />{{eventTitle}}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

export function textLayout(body: string, language: Language): string {
  const words = LAYOUT_WORDS[language];
  return `{{eventTitle}}

${words.greeting}

${body.trim()}

{{button.label}}: {{button.url}}
{{#if otherStatusLink}}
${words.privatePage} {{statusLink}}
{{/if}}

${words.yoursAlone}
${words.write} {{contactEmail}}.

{{eventTitle}}
`;
}
