/**
 * A confirmed airing for the report tests, prepared through the real API as an auditor would:
 * a manual match of DEMO-SPOT-A inside Demo Radio's recorded history and a schedule of a
 * campaign of this run at that moment, which the pairing confirms in tolerance on its own. The
 * advertiser, campaign and order are the run's, so earlier runs' and the demo's schedules stay
 * out of the report.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { expect } from 'vitest';
import {
  API_ROOT,
  buildPath,
  DEMO_SPOTS,
  routes,
  type GipReportPreview,
  type Match,
  type ScheduleImportResult,
  type Station,
  type StationStatus,
} from '@antena/contract';
import type { CallApi } from './api';

const SPOT_A = DEMO_SPOTS[0];
/**
 * Before the end of the recording by this much, so the seconds around the airing are recorded
 * too. Each preparation takes its own moment (tests run one after another, seconds apart): a
 * schedule's key is its station, time and custom id, so a second one at the same time would be
 * taken for the first.
 */
const AIRED_BEFORE_RECORDING_END_MS = 60_000;
/** Pairing and confirmation run as jobs after the match and the schedule are stored. */
const CONFIRMED_WITHIN_MS = 60_000;

export interface PreparedAiring {
  station: Station;
  advertiser: string;
  campaign: string;
  order: string;
  customId: string;
  /** epoch ms of the airing's first sample. */
  airedAt: number;
  /** ms heard of the spot: all of it. */
  playedDuration: number;
  matchId: string;
}

/** GET with a query string (the API helper sends params and bodies only). */
async function getWithQuery<T>(baseUrl: string, token: string, path: string, query: Record<string, string>) {
  const response = await fetch(`${baseUrl}${API_ROOT}${path}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function prepareConfirmedAiring(api: CallApi, baseUrl: string, token: string): Promise<PreparedAiring> {
  const station = await api<Station>(routes.getStation, { params: { id: 'demo-radio' } });
  const status = await api<StationStatus>(routes.stationStatus, { params: { id: station.id } });
  const recordedUntil = Math.max(...status.segments.map((segment) => segment.endTs));
  const airedAt = recordedUntil - AIRED_BEFORE_RECORDING_END_MS - randomInt(1000);
  const audios = await getWithQuery<{ results: { id?: string; customId?: string }[] }>(
    baseUrl,
    token,
    buildPath(routes.listAuditAudios.path, { id: station.id }),
    { customId: SPOT_A.customId, from: '0', select: 'id,customId' },
  );
  const audioId = audios.results.find((audio) => audio.customId === SPOT_A.customId)?.id;
  expect(audioId, `the demo seed's ${SPOT_A.customId} audio`).toBeDefined();

  const run = randomBytes(3).toString('hex').toUpperCase();
  const prepared = {
    station,
    advertiser: `E2E Advertiser ${run}`,
    campaign: `E2E Campaign ${run}`,
    order: `E2E-ORDER-${run}`,
    customId: SPOT_A.customId,
    airedAt,
    playedDuration: SPOT_A.seconds * 1000,
  };
  const match = await api<Match>(routes.createManualMatch, {
    params: { id: station.id },
    body: { datetime: airedAt, playedDuration: prepared.playedDuration, audioId, score: 100 },
  });
  const imported = await api<ScheduleImportResult>(routes.createScheduleBatch, {
    params: { id: station.id },
    body: {
      rows: [
        {
          line: 1,
          datetime: airedAt,
          customId: SPOT_A.customId,
          advertiser: prepared.advertiser,
          campaign: prepared.campaign,
          version: 'E2E',
          toleranceBefore: 1,
          tolerance: 1,
          order: prepared.order,
          custom: {},
        },
      ],
    },
  });
  expect(imported).toEqual({ created: 1, existing: 0 });
  // The report shows the airing once the pairing has confirmed the schedule with this match.
  const preview = () =>
    api<GipReportPreview>(routes.gipPreview, {
      body: {
        stationsIds: [station.id],
        from: airedAt - 3_600_000,
        to: airedAt + 3_600_000,
        advertisers: [prepared.advertiser],
      },
    });
  await expect
    .poll(async () => (await preview()).rows.map((row) => [row.matchId, row.inTolerance]), {
      timeout: CONFIRMED_WITHIN_MS,
      interval: 1000,
    })
    .toEqual([[match.mainMatch.id, true]]);
  return { ...prepared, matchId: match.mainMatch.id };
}
