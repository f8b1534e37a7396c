import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_CSP, pageCsp, registerSecurityHeaders } from './headers';

describe('pageCsp', () => {
  it('allows Google only while reCAPTCHA is the captcha in use', () => {
    const without = pageCsp({ nonce: 'n0nce', recaptcha: false });
    expect(without).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'nonce-n0nce'; img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self'; " +
        "frame-src https://www.youtube.com https://www.youtube-nocookie.com; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    const withRecaptcha = pageCsp({ nonce: 'n0nce', recaptcha: true });
    expect(withRecaptcha).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;");
    expect(withRecaptcha).toContain(
      'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;',
    );
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

describe('registerSecurityHeaders', () => {
  it('sends every header helmet sent, with the same values, on answers and refusals', async () => {
    const app = Fastify();
    registerSecurityHeaders(app);
    app.get('/json', async () => ({ ok: true }));
    app.get('/refused', async () => {
      throw Object.assign(new Error('no'), { statusCode: 403 });
    });
    for (const url of ['/json', '/refused', '/missing']) {
      const { headers } = await app.inject({ url });
      // What @fastify/helmet 13 (helmet 8) sent with this app's options, taken from a response before the change.
      expect(headers, url).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'DENY',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(headers['cross-origin-embedder-policy'], url).toBeUndefined(); // YouTube's frames would break
    }
    await app.close();
  });

  it('lets a route send its own policy instead of the API one', async () => {
    const app = Fastify();
    registerSecurityHeaders(app);
    app.get('/download', async (_request, reply) => reply.header('content-security-policy', 'sandbox').send('bytes'));
    expect((await app.inject({ url: '/download' })).headers['content-security-policy']).toBe('sandbox');
    await app.close();
  });
});
