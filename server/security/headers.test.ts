import { describe, expect, it } from 'vitest';
import { API_CSP, pageCsp } from './headers';

describe('pageCsp', () => {
  it('allows Google only while reCAPTCHA is the captcha in use', () => {
    const without = pageCsp({ nonce: 'n0nce', recaptcha: false });
    expect(without).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'nonce-n0nce'; img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self'; " +
        "frame-src https://www.youtube.com https://www.youtube-nocookie.com; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    const withRecaptcha = pageCsp({ nonce: 'n0nce', recaptcha: true });
    expect(withRecaptcha).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;");
    expect(withRecaptcha).toContain('frame-src https://www.youtube.com https://www.youtube-nocookie.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;');
  });

  it('never allows inline code or a third-party fetch', () => {
    for (const recaptcha of [false, true]) {
      const csp = pageCsp({ nonce: 'n0nce', recaptcha });
      expect(csp).not.toContain('unsafe-');
      expect(csp).toContain("connect-src 'self';");
    }
  });
});

it('the API policy loads nothing and is never framed', () => {
  expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
});
