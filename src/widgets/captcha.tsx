import { useEffect, useRef, useState } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import type {} from 'altcha/types/react';
import { useCaptchaConfig } from '../lib/captcha-config';
import type { WidgetProps } from '../lib/widget-contract';
import { useWidgetWords } from './widget-words';

type CaptchaProps = WidgetProps<string>;

/** Google's box when a site key is configured; the value is its token. */
function RecaptchaBox({ id, onChange, describedBy, siteKey }: CaptchaProps & { siteKey?: string }) {
  const { t, language } = useWidgetWords();
  if (!siteKey) {
    return (
      <p id={id} role="alert">
        {t('captcha.noSiteKey')}
      </p>
    );
  }
  return (
    <div id={id} tabIndex={-1} aria-describedby={describedBy}>
      <ReCAPTCHA
        sitekey={siteKey}
        hl={language}
        onChange={(token) => onChange(token ?? '')}
        onExpired={() => onChange('')}
        onErrored={() => onChange('')}
      />
    </div>
  );
}

interface AltchaState {
  state?: string;
  payload?: string;
}

/** The self-hosted proof-of-work widget; the value is the payload it produces once verified. */
function AltchaBox({ id, onChange, describedBy, challengeUrl }: CaptchaProps & { challengeUrl: string }) {
  const ref = useRef<HTMLElement>(null);
  const [failed, setFailed] = useState(false);
  const { t, language } = useWidgetWords();

  useEffect(() => {
    // Loaded here, not at the top: the custom element needs a browser, and tests and SSR have none.
    const words = language === 'ar' ? import('altcha/i18n/ar') : Promise.resolve();
    Promise.all([import('altcha'), words]).catch(() => setFailed(true));
  }, [language]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaState | undefined>).detail ?? {};
      if (state === 'verified' && payload) onChange(payload);
      else if (state === 'expired' || state === 'error') onChange('');
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, [onChange]);

  if (failed) {
    return (
      <p id={id} role="alert">
        {t('captcha.failed')}
      </p>
    );
  }
  return <altcha-widget ref={ref} id={id} challenge={challengeUrl} language={language} aria-describedby={describedBy} />;
}

/** With CAPTCHA_PROVIDER=off (tests, local runs) a plain box stands in and the server accepts "off". */
function CaptchaOff({ id, value, onChange, onBlur, invalid, describedBy, required, disabled }: CaptchaProps) {
  const { t } = useWidgetWords();
  return (
    <div className="widget-check">
      <input
        type="checkbox"
        id={id}
        checked={value === 'off'}
        onChange={(event) => onChange(event.target.checked ? 'off' : '')}
        onBlur={onBlur}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-required={required}
        disabled={disabled}
      />
      <label htmlFor={id}>{t('captcha.off')}</label>
    </div>
  );
}

/** The captcha the server verifies, as GET /api/v1/captcha/config says; the slot wraps it in a fieldset. */
export function Captcha(props: CaptchaProps) {
  const config = useCaptchaConfig();
  if (config.provider === 'recaptcha') return <RecaptchaBox {...props} siteKey={config.siteKey} />;
  if (config.provider === 'altcha') return <AltchaBox {...props} challengeUrl={config.challengeUrl} />;
  return <CaptchaOff {...props} />;
}
Captcha.layout = 'group' as const;
