import { PRODUCT_VERSION, routes, API_ROOT } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createUser } from '../../../test/factories';

describe('system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('answers the product version for the start-up check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: PRODUCT_VERSION });
    expect(PRODUCT_VERSION).toBe('5.215.0');
  });

  it('serves the web app its start-up configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      environment: 'test',
      auth: {
        authority: 'http://localhost:3000/oidc',
        clientId: 'antena-web',
        audience: 'antena-api',
        providerName: 'antena',
      },
      sentry: { dsn: null },
      assets: { maxUploadMb: 50 },
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'ERR_ROUTE_NOT_FOUND',
      message: 'Route GET /api/no-such-thing not found',
    });
  });

  it('answers an invalid body with 400 and the field path', async () => {
    const user = await createUser(t.ctx.db, { email: 'validation@example.com' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/settings',
      headers: asUser(user.email),
      payload: { timezone: 42 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'ERR_VALIDATION' });
    expect(body.details).toEqual([expect.objectContaining({ path: 'body.timezone' })]);
  });

  it('reports liveness, readiness and Prometheus metrics', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok' },
    });
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toContain('antena_http_request_duration_seconds_bucket');
    expect(metrics.body).toContain('route="/api/version"');
  });

  it('echoes or creates a request id on every answer', async () => {
    const given = await t.app.inject({ url: '/api/version', headers: { 'x-request-id': 'trace-123' } });
    expect(given.headers['x-request-id']).toBe('trace-123');
    const created = await t.app.inject({ url: '/api/version' });
    expect(created.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('documents every route of the contract in OpenAPI', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json() as { paths: Record<string, Record<string, unknown>> };
    for (const route of Object.values(routes)) {
      const openApiPath = `${API_ROOT}${route.path}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace('*', '{*}');
      const documented = Object.keys(spec.paths).find(
        (p) => p === openApiPath || p.replace('{*}', '*') === `${API_ROOT}${route.path}`,
      );
      expect(documented, `${route.method} ${route.path}`).toBeDefined();
      expect(spec.paths[documented!]![route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
    const ui = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
