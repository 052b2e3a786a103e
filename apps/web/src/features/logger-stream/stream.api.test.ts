import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../lib/api-client';
import { streamStationQueryOptions } from './stream.api';

afterEach(() => vi.restoreAllMocks());

describe('stream station query', () => {
  it('discards the answer for a station the user already left, with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A server that has not answered yet when the user moves on.
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const api = createApiClient({ baseUrl: '/api', fetch, sleep: async () => {} });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = streamStationQueryOptions(api, 'mitre-am');
    const pending = queryClient.fetchQuery(options).catch(() => 'discarded');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());

    await queryClient.cancelQueries({ queryKey: options.queryKey });
    expect(await pending).toBe('discarded');
    expect(queryClient.getQueryData(options.queryKey)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Discarded the stream of mitre-am'));
  });
});
