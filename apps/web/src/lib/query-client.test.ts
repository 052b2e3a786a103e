import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, MAX_RETRIES } from './api-client';
import { ApiError } from './api-error';
import { globalNotices } from './global-notices';
import { createQueryClient, reportGlobalFailure } from './query-client';

const apiError = (status: number, code = `HTTP_${status}`) => new ApiError({ status, code, message: 'x', path: '/x' });

describe('query retry', () => {
  it('leaves retries to the API client: a failing query is one call of at most 4 requests', async () => {
    const fetch = vi.fn(
      async () => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }),
    );
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, sleep: async () => {} });
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['x'], queryFn: () => api.request('GET', '/x') }).catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(MAX_RETRIES + 1);
    client.clear();
    globalNotices.hide('fatal');
  });
});

describe('global failure notices', () => {
  afterEach(() => {
    globalNotices.hide('unresponsive');
    globalNotices.hide('fatal');
  });

  it('shows the unresponsive notice for an unreachable server and the fatal one for a 5xx', () => {
    reportGlobalFailure(apiError(0, 'ERR_NETWORK'));
    expect(globalNotices.get()).toEqual({ unresponsive: true, fatal: false });
    reportGlobalFailure(apiError(500));
    expect(globalNotices.get().fatal).toBe(true);
  });

  it('ignores client errors and aborted calls', () => {
    reportGlobalFailure(apiError(404));
    reportGlobalFailure(apiError(0, 'ERR_ABORTED'));
    expect(globalNotices.get()).toEqual({ unresponsive: false, fatal: false });
  });
});
