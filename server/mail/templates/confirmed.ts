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

// The code is Latin letters and digits: kept left-to-right inside a right-to-left message.
const CODE = `<mj-text align="center" font-family="'Courier New', Courier, monospace" font-size="32px" line-height="40px" font-weight="bold" letter-spacing="4px">`;

export const confirmed: MailTemplateSource = {
  requires: ['checkInCode'],
  extras: () => ({ qrCid: CHECK_IN_QR_CID }),
  attachments: async (vars) => [await checkInQrAttachment(vars.checkInCode!)],
  words: {
    en: {
      subject: 'Your seat is confirmed: your check-in code',
      mjml: `<mj-text>
  <p>Your seat at {{applicationLabel}} is confirmed. We look forward to seeing you!</p>
  <p>Show this check-in code at the entrance, on your phone or printed:</p>
</mj-text>
${CODE}{{checkInCode}}</mj-text>
<mj-image src="cid:{{qrCid}}" alt="Check-in code {{checkInCode}}" width="240px" />`,
      text: `
Your seat at {{applicationLabel}} is confirmed. We look forward to seeing you!

Show this check-in code at the entrance, on your phone or printed:

    {{checkInCode}}

(The QR image in the HTML version of this e-mail holds the same code.)
`,
    },
    ar: {
      subject: 'تم تأكيد مقعدك: رمز تسجيل الحضور الخاص بك',
      mjml: `<mj-text>
  <p>تم تأكيد مقعدك في {{applicationLabel}}. نتطلّع إلى رؤيتك!</p>
  <p>اعرض رمز تسجيل الحضور هذا عند المدخل، على هاتفك أو مطبوعًا:</p>
</mj-text>
${CODE}<span dir="ltr">{{checkInCode}}</span></mj-text>
<mj-image src="cid:{{qrCid}}" alt="رمز تسجيل الحضور {{checkInCode}}" width="240px" />`,
      text: `
تم تأكيد مقعدك في {{applicationLabel}}. نتطلّع إلى رؤيتك!

اعرض رمز تسجيل الحضور هذا عند المدخل، على هاتفك أو مطبوعًا:

    {{checkInCode}}

(صورة رمز QR في نسخة HTML من هذه الرسالة تحمل الرمز نفسه.)
`,
    },
  },
};
