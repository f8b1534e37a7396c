import QRCode from 'qrcode';
import type { MailAttachment } from '../types';
import type { MailTemplateSource } from './template-source';

/** The Content-ID the HTML part's image points at (cid:...). */
export const CHECK_IN_QR_CID = 'check-in-code@spaceappscairo';

/** The check-in code as a PNG QR image, attached inline for the HTML part to show. */
export async function checkInQrAttachment(code: string): Promise<MailAttachment> {
  const png = await QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { filename: 'check-in-code.png', contentType: 'image/png', content: png.toString('base64'), cid: CHECK_IN_QR_CID };
}

export const confirmed: MailTemplateSource = {
  subject: 'Your seat is confirmed: your check-in code',
  requires: ['checkInCode'],
  extras: () => ({ qrCid: CHECK_IN_QR_CID }),
  attachments: async (vars) => [await checkInQrAttachment(vars.checkInCode!)],
  mjml: `<mj-text>
  <p>Your seat at {{applicationLabel}} is confirmed. We look forward to seeing you!</p>
  <p>Show this check-in code at the entrance, on your phone or printed:</p>
</mj-text>
<mj-text align="center" font-family="'Courier New', Courier, monospace" font-size="32px" line-height="40px" font-weight="bold" letter-spacing="4px">{{checkInCode}}</mj-text>
<mj-image src="cid:{{qrCid}}" alt="Check-in code {{checkInCode}}" width="240px" />`,
  text: `
Your seat at {{applicationLabel}} is confirmed. We look forward to seeing you!

Show this check-in code at the entrance, on your phone or printed:

    {{checkInCode}}

(The QR image in the HTML version of this e-mail holds the same code.)
`,
};
