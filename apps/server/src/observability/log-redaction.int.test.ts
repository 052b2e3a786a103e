import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestContext, type TestContext } from '../../test/helpers';
import { redactUrl } from './log-redaction';

describe('request logs carry no credential', () => {
  let ctx: TestContext;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: string[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({ ...ctx, log: pino({ level: 'info' }, sink) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it('logs a media request with access_token, a signature and credential headers without them', async () => {
    await ctx.storage.put('tmp/a.mp3', Buffer.from('x'));
    const signed = ctx.storage.signedUrl('tmp/a.mp3').replace('http://localhost:3000', '');
    await app.inject({ url: signed, headers: { cookie: 'session=COOKIESECRET' } });
    await app.inject({
      url: '/api/stations/unknown/segments?from=1&to=2&access_token=TOKENSECRET&sig=SIGSECRET',
      headers: { authorization: 'Bearer HEADERSECRET' },
    });
    const signature = new URL(signed, 'http://x').searchParams.get('signature')!;
    const all = lines.join('');
    expect(all).toContain('incoming request');
    expect(all).toContain('access_token=[REDACTED]');
    for (const secret of ['TOKENSECRET', 'SIGSECRET', 'HEADERSECRET', 'COOKIESECRET', signature]) {
      expect(all).not.toContain(secret);
    }
  });

  it('keeps everything else of the URL as it was', () => {
    expect(redactUrl('/api/x?from=1&Signature=abc&to=2&token')).toBe('/api/x?from=1&Signature=[REDACTED]&to=2&token');
    expect(redactUrl('/login/callback?code=xyz&state=s')).toBe('/login/callback?code=[REDACTED]&state=s');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
