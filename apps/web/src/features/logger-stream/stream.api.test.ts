import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createApiClient } from '../../lib/api-client';
import { stationKeys } from '../stations/stations.api';
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

  it('is refreshed by a station edit elsewhere (shared stationKeys), though it stays fresh for minutes', async () => {
    let features = { quickShare: true };
    const fetch = vi.fn(async () =>
      Response.json({ id: 's1', slug: 'mitre-am', features }, { headers: { 'content-type': 'application/json' } }),
    );
    const api = createApiClient({ baseUrl: '/api', fetch, sleep: async () => {} });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(queryClient, streamStationQueryOptions(api, 'mitre-am'));
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toMatchObject({ features: { quickShare: true } }));

    // What StationEditScreen and the platform's station form do after saving.
    features = { quickShare: false };
    await queryClient.invalidateQueries({ queryKey: stationKeys.all });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().data).toMatchObject({ features: { quickShare: false } });
    unsubscribe();
  });
});
