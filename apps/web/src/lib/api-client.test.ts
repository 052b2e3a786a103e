import { describe, expect, it, vi } from 'vitest';
import { routes } from '@antena/contract';
import { createApiClient, MAX_RETRIES, RETRY_DELAY_MS } from './api-client';
import { ApiError } from './api-error';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(responses: Array<Response | Error>, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const queue = [...responses];
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    const next = queue.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  const sleep = vi.fn(async (_ms: number) => {});
  const onUnauthenticated = vi.fn();
  const onUnreachable = vi.fn();
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    sleep,
    onUnauthenticated,
    onUnreachable,
    getAccessToken: () => 'token-1',
    ...extra,
  });
  return { api, fetch, sleep, onUnauthenticated, onUnreachable };
}

describe('api client', () => {
  it('sends the bearer token under the API root and returns JSON', async () => {
    const { api, fetch } = setup([json(200, { version: '5.215.0' })]);
    await expect(api.call(routes.version)).resolves.toEqual({ version: '5.215.0' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/version');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('retries a 500 three times with 250 ms × attempt delays, then throws the merged error', async () => {
    const body = { statusCode: 500, code: 'ERR_INTERNAL', message: 'boom' };
    const { api, fetch, sleep } = setup([json(500, body), json(500, body), json(500, body), json(500, body)]);
    const error = await api.request('GET', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: 'ERR_INTERNAL', message: 'boom' });
    expect(fetch).toHaveBeenCalledTimes(MAX_RETRIES + 1);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([RETRY_DELAY_MS, RETRY_DELAY_MS * 2, RETRY_DELAY_MS * 3]);
    expect(RETRY_DELAY_MS).toBe(250);
  });

  it('recovers when a retry succeeds after a network error', async () => {
    const { api, fetch, sleep } = setup([new TypeError('Failed to fetch'), json(503, {}), json(200, { ok: true })]);
    await expect(api.request('GET', '/x')).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([250, 500]);
  });

  it('reports an unreachable server as a status-0 error after the retries', async () => {
    const failures = Array.from({ length: 4 }, () => new TypeError('Failed to fetch'));
    const { api, onUnreachable } = setup(failures);
    const error = await api.request('GET', '/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'ERR_NETWORK', isNetworkError: true });
    expect(onUnreachable).toHaveBeenCalledOnce();
  });

  it('does not retry a 404 and keeps the server code', async () => {
    const { api, fetch, sleep } = setup([json(404, { statusCode: 404, code: 'ERR_NOT_FOUND', message: 'nope' })]);
    await expect(api.request('GET', '/x')).rejects.toMatchObject({ status: 404, code: 'ERR_NOT_FOUND' });
    expect(fetch).toHaveBeenCalledOnce();
    expect(sleep).not.toHaveBeenCalled();
  });

  it('calls the unauthentication callback on 401 without retrying', async () => {
    const { api, fetch, onUnauthenticated } = setup([
      json(401, { statusCode: 401, code: 'ERR_UNAUTHORIZED', message: 'Invalid or expired token' }),
    ]);
    await expect(api.call(routes.meUser)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthenticated).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('leaves the session alone on a 403: a missing permission is not an expired token', async () => {
    const body = { statusCode: 403, code: 'ERR_FORBIDDEN', message: 'You do not have the permission QuickShare_Share' };
    const { api, fetch, onUnauthenticated } = setup([json(403, body)]);
    await expect(api.request('POST', '/quick-share', { body: {} })).rejects.toMatchObject({
      status: 403,
      code: 'ERR_FORBIDDEN',
    });
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it.each(['POST', 'PATCH'])('never repeats a %s after a 5xx or a dropped connection', async (method) => {
    const body = { statusCode: 500, code: 'ERR_INTERNAL', message: 'boom' };
    const { api, fetch, sleep } = setup([json(500, body), json(201, {})]);
    await expect(api.request(method, '/groups', { body: { name: 'x' } })).rejects.toMatchObject({ status: 500 });
    expect(fetch).toHaveBeenCalledOnce();
    expect(sleep).not.toHaveBeenCalled();
    const dropped = setup([new TypeError('Failed to fetch'), json(201, {})]);
    await expect(dropped.api.request(method, '/groups', { body: {} })).rejects.toMatchObject({ status: 0 });
    expect(dropped.fetch).toHaveBeenCalledOnce();
  });

  it('keeps a non-contract error body as a generic HTTP error', async () => {
    const { api } = setup([new Response('teapot', { status: 418, statusText: "I'm a teapot" })]);
    await expect(api.request('GET', '/x')).rejects.toMatchObject({ status: 418, code: 'HTTP_418' });
  });

  it('sends FormData untouched and JSON bodies as JSON', async () => {
    const { api, fetch } = setup([json(201, {}), json(200, {})]);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await api.call(routes.uploadAsset, { body: form });
    expect(fetch.mock.calls[0]![1]?.body).toBe(form);
    expect((fetch.mock.calls[0]![1]?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    await api.request('PUT', '/y', { body: { a: 1 }, query: { page: 2, skip: undefined } });
    expect(fetch.mock.calls[1]![0]).toBe('/api/y?page=2');
    expect(fetch.mock.calls[1]![1]?.body).toBe('{"a":1}');
  });

  it('does not retry an aborted call', async () => {
    const controller = new AbortController();
    controller.abort();
    const { api, fetch } = setup([new DOMException('aborted', 'AbortError')]);
    await expect(api.request('GET', '/x', { signal: controller.signal })).rejects.toMatchObject({
      code: 'ERR_ABORTED',
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('omits the Authorization header without a session', async () => {
    const { api, fetch } = setup([json(200, {})], { getAccessToken: () => null });
    await api.request('GET', '/x');
    expect((fetch.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  describe('X-Auth-As', () => {
    const authAsOf = (init?: RequestInit) => (init?.headers as Record<string, string>)['X-Auth-As'];

    it('sends the impersonated e-mail on every call except /admin paths', async () => {
      const { api, fetch } = setup([json(200, []), json(200, {}), json(200, {}), json(200, {})], {
        getAuthAs: () => 'ana@radio.com',
      });
      await api.call(routes.listStations);
      await api.call(routes.meUser);
      await api.call(routes.listUsersForLogInAs, { query: { pageSize: 999 } });
      await api.call(routes.groupPermissions, { params: { groupId: 'g1' } });
      expect(fetch.mock.calls.map(([url, init]) => [url, authAsOf(init)])).toEqual([
        ['/api/stations', 'ana@radio.com'],
        ['/api/auth/me/user', 'ana@radio.com'],
        ['/api/admin/users?pageSize=999', undefined],
        ['/api/admin/group/g1/permissions', undefined],
      ]);
    });

    it('sends no header while nobody is impersonated', async () => {
      const { api, fetch } = setup([json(200, [])], { getAuthAs: () => null });
      await api.call(routes.listStations);
      expect(authAsOf(fetch.mock.calls[0]![1])).toBeUndefined();
    });

    it('reports a refused value once, without retrying, and still rejects the call', async () => {
      const onAuthAsRejected = vi.fn();
      const body = { statusCode: 400, code: 'ERR_AUTH_AS_INVALID_EMAIL', message: 'You must provide a valid email' };
      const { api, fetch } = setup([json(400, body)], { getAuthAs: () => 'not-an-email', onAuthAsRejected });
      await expect(api.call(routes.meUser)).rejects.toMatchObject({ code: 'ERR_AUTH_AS_INVALID_EMAIL' });
      expect(onAuthAsRejected).toHaveBeenCalledOnce();
      expect(fetch).toHaveBeenCalledOnce();
    });

    it('does not blame X-Auth-As for a 400 of a call that did not carry it', async () => {
      const onAuthAsRejected = vi.fn();
      const body = { statusCode: 400, code: 'ERR_AUTH_AS_UNKNOWN_USER', message: 'x' };
      const { api } = setup([json(400, body)], { getAuthAs: () => null, onAuthAsRejected });
      await expect(api.call(routes.meUser)).rejects.toMatchObject({ status: 400 });
      expect(onAuthAsRejected).not.toHaveBeenCalled();
    });
  });
});
