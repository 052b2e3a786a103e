/** Fragments for the browser tests: made through the API from what the demo stations record. */
import { routes, type Fragment, type Station } from '@antena/contract';
import { expect } from 'vitest';
import type { CallApi } from './api';

interface StationStatus {
  lastSegmentEndTs: number | null;
  segments: { startTs: number; endTs: number }[];
}

interface StationStatus {
  lastSegmentEndTs: number | null;
  segments: { startTs: number; endTs: number }[];
}

/** A READY fragment of `seconds` of the station's recording (waiting for that much to exist). */
export async function readyFragment(call: CallApi, slug: string, seconds: number): Promise<Fragment> {
  const station = (await call<Station[]>(routes.listStations)).find((candidate) => candidate.slug === slug)!;
  let first = 0;
  await expect
    .poll(
      async () => {
        const status = await call<StationStatus>(routes.stationStatus, { params: { id: station.id } });
        first = status.segments[0]?.startTs ?? 0;
        return first && status.lastSegmentEndTs ? status.lastSegmentEndTs - first : 0;
      },
      { timeout: 180_000, interval: 2000 },
    )
    .toBeGreaterThanOrEqual((seconds + 4) * 1000);
  const created = await call<Fragment>(routes.createFragment, {
    params: { id: station.id },
    body: {
      type: 'DEFAULT_FRAGMENT',
      title: `Social ${slug} ${Date.now().toString(36)}`,
      description: 'Declaraciones del ministro',
      from: first + 2000,
      to: first + 2000 + seconds * 1000,
    },
  });
  await expect
    .poll(async () => (await call<Fragment>(routes.getFragment, { params: { fragmentId: created.id } })).media.status, {
      timeout: 120_000,
      interval: 1000,
    })
    .toBe('READY');
  return created;
}
