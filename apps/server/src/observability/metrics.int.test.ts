import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';

describe('/metrics is not public', () => {
  let open: TestApp;
  let withToken: TestApp;
  const token = 'prometheus-scrape-token-1234';
  beforeAll(async () => {
    open = await buildTestApp();
    withToken = await buildTestApp({ METRICS_TOKEN: token });
  });
  afterAll(async () => {
    await open.close();
    await withToken.close();
  });

  it('without METRICS_TOKEN, answers only direct connections from this machine', async () => {
    expect((await open.app.inject({ url: '/metrics' })).statusCode).toBe(200);
    const remote = await open.app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(401);
    expect(remote.body).not.toContain('antena_');
    const proxied = await open.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.statusCode).toBe(401);
  });

  it('with METRICS_TOKEN, wants it as a bearer token from everyone', async () => {
    expect((await withToken.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await withToken.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const right = await withToken.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('antena_http_request_duration_seconds');
  });
});
