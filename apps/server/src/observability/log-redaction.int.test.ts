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

  it('logs no Quick Share token from a path, and no credential from a malformed or disguised parameter', async () => {
    const token = 'QuickShareTOKENsecret0123456789abcdefghijkl';
    const urls = [
      `/api/public/quick-share/${token}`,
      `/api/public/quick-share/${token}/media?from=1`,
      `/share/${token}`,
      `/api/public/quick-share%2F${token}`,
      `/api/public/quick-share//${token}`,
      '/api/stations/x/segments?access_token%3DENCODEDEQUALS',
      '/api/stations/x/segments?access_token[]=BRACKETS',
      '/api/stations/x/segments?access_token%5B0%5D=ENCODEDBRACKETS',
      '/api/stations/x/segments?ACCESS-TOKEN=CASEANDDASH',
      '/api/stations/x/segments?access%255Ftoken=DOUBLEENCODED',
      '/api/stations/x/segments?from=1%26access_token%3DHIDDENPAIR',
      '/api/stations/x/segments?from=1;access_token=SEMICOLON',
      '/api/stations/x/segments?access_token%3DNAMEHIDES=x',
      '/api/stations/x/segments?t=mt.0b6e8f6e-5d1c-4d7b-9a57-0c1f2b3a4d5e.0b6e8f6e-5d1c-4d7b-9a57-0c1f2b3a4d5e.1.MEDIATOKENSIG',
    ];
    for (const url of urls) await app.inject({ url });
    const all = lines.join('');
    for (const secret of [
      token,
      'ENCODEDEQUALS',
      'BRACKETS',
      'ENCODEDBRACKETS',
      'CASEANDDASH',
      'DOUBLEENCODED',
      'HIDDENPAIR',
      'SEMICOLON',
      'NAMEHIDES',
      'MEDIATOKENSIG',
    ]) {
      expect(all, secret).not.toContain(secret);
    }
    expect(all).toContain('/api/public/quick-share/[REDACTED]/media?from=1');
    expect(all).toContain('/share/[REDACTED]');
    expect(all).toContain('access_token[]=[REDACTED]');
  });

  it('keeps everything else of the URL as it was', () => {
    expect(redactUrl('/api/x?from=1&Signature=abc&to=2&token')).toBe('/api/x?from=1&Signature=[REDACTED]&to=2&token');
    expect(redactUrl('/login/callback?code=xyz&state=s')).toBe('/login/callback?code=[REDACTED]&state=s');
    expect(redactUrl('/plain')).toBe('/plain');
    expect(redactUrl('/api/quick-share?from=1')).toBe('/api/quick-share?from=1');
    expect(redactUrl('/api/x?q=%E0%A4%A&from=1')).toBe('/api/x?q=%E0%A4%A&from=1');
    expect(redactUrl('/api/x?access_token%3Dabc&to=2')).toBe('/api/x?access_token=[REDACTED]&to=2');
    expect(redactUrl('/api/x?x=1%26token%3Dabc&to=2')).toBe('/api/x?x=[REDACTED]&to=2');
    expect(redactUrl('/api/x?next=%2Fshare%2Fabc')).toBe('/api/x?next=[REDACTED]');
  });
});
