/** The frame every message shares: the event's name, the greeting, the button, the private link, the contact. */
export function htmlLayout(body: string): string {
  return `<mjml lang="en">
  <mj-head>
    <mj-title>{{subject}}</mj-title>
    <mj-preview>{{subject}}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="16px" line-height="24px" color="#1b1b1b" />
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
        <mj-text>Dear {{name}},</mj-text>
        ${body}
        <mj-button href="{{button.url}}" background-color="#0b3d91" color="#ffffff" font-size="16px">{{button.label}}</mj-button>
        <mj-text font-size="14px" line-height="20px">If the button does not work, copy this address into your browser:<br /><a href="{{button.url}}">{{button.url}}</a>{{#if otherStatusLink}}<br /><br />Your private application page:<br /><a href="{{statusLink}}">{{statusLink}}</a>{{/if}}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section>
      <mj-column>
        <mj-text font-size="13px" line-height="18px" color="#555555">These links are yours alone: please do not share them. Questions? Write to <a href="mailto:{{contactEmail}}">{{contactEmail}}</a>.<br />{{eventTitle}}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

export function textLayout(body: string): string {
  return `{{eventTitle}}

Dear {{name}},

${body.trim()}

{{button.label}}: {{button.url}}
{{#if otherStatusLink}}
Your private application page: {{statusLink}}
{{/if}}

These links are yours alone: please do not share them.
Questions? Write to {{contactEmail}}.

{{eventTitle}}
`;
}
