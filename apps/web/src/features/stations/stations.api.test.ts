import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../lib/api-client';
import { stationKeys, stationQueryOptions, stationsQueryOptions } from './stations.api';

describe('station queries', () => {
  it('share one key space: an admin edit refreshes the list the layout and sidebar read', async () => {
    const client = new QueryClient();
    const api = createApiClient();
    client.setQueryData(stationsQueryOptions(api).queryKey, []);
    client.setQueryData(stationQueryOptions(api, 'fm-1').queryKey, undefined);
    // What StationEditScreen does after saving.
    await client.invalidateQueries({ queryKey: stationKeys.all, refetchType: 'none' });
    expect(client.getQueryState(stationsQueryOptions(api).queryKey)?.isInvalidated).toBe(true);
    expect(stationQueryOptions(api, 'fm-1').queryKey.slice(0, 1)).toEqual(stationKeys.all);
  });
});
