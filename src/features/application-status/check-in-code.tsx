import { useEffect, useState } from 'react';
import { useFormWords } from '../../form-react/index';

const QR_SIZE = 220;

/** Draws the code as a QR image in the browser; the library loads only for a page that shows one. */
function useQrImage(code: string): string | undefined {
  const [image, setImage] = useState<{ code: string; url: string }>();
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => (qrcode.default ?? qrcode).toDataURL(code, { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => current && setImage({ code, url }))
      // The code in text is enough to check in: a failed drawing leaves only the image out.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [code]);
  return image?.code === code ? image.url : undefined;
}

/** The code the door scans, in large type and as a QR image. */
export function CheckInCode({ code }: { code: string }) {
  const qr = useQrImage(code);
  const { t } = useFormWords();
  return (
    <section className="check-in" aria-labelledby="check-in-title">
      <h2 id="check-in-title">{t('status.checkInTitle')}</h2>
      <p>{t('status.checkInShow')}</p>
      <p className="check-in-code" dir="ltr">
        {code}
      </p>
      {qr ? (
        <img className="check-in-qr" src={qr} width={QR_SIZE} height={QR_SIZE} alt={t('status.checkInQr', { code })} />
      ) : (
        <div className="check-in-qr" aria-hidden="true" />
      )}
    </section>
  );
}
