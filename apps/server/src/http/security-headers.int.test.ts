import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { appContentSecurityPolicy } from './security-headers';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42' });
  });
  afterAll(async () => t.close());

  it('gives every answer a strict CSP, nosniff, no referrer and same-origin framing', async () => {
    for (const url of ['/api/version', '/logger', '/api/nowhere']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("connect-src 'self' http://localhost:3000 https://o1.ingest.sentry.io");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('lets the player use blob: media and workers, and an external provider frame and calls', () => {
    const csp = appContentSecurityPolicy({ issuer: 'https://id.example.com/realms/antena', SENTRY_DSN: undefined });
    // Live play opens the station's stream on its own server.
    expect(csp).toContain("media-src 'self' blob: https: http:");
    expect(csp).toContain("worker-src 'self' blob:");
    // Logos linked from a client's own site still show.
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("frame-src 'self' https://id.example.com");
    expect(csp).toContain("connect-src 'self' https://id.example.com;");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it("keeps a route's own stricter policy (the provider's pages)", async () => {
    const res = await t.app.inject({ url: '/oidc/session/end' });
    expect(String(res.headers['content-security-policy'])).not.toContain("script-src 'self';");
  });
});
