/**
 * Test kit of the live mention lists: mentions and mention schedules as the contract answers
 * them, and a fake server holding a station's mentions, so the list's refetch after a review
 * reads what the review stored (as the real server would).
 */
import type { LiveMention, Schedule } from '@antena/contract';
import { aUserStation, reply, type Answer, type RecordedCall } from '../../test/app-kit';

export const STATION = aUserStation().id;
// 12:00:00 on the station's clock (Buenos Aires, UTC-3).
export const NOON = Date.UTC(2026, 2, 10, 15, 0);
export const at = (seconds: number) => NOON + seconds * 1_000;

export const uuid = (n: number) => `5a1b2c3d-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function aMention(n: number, overrides: Partial<LiveMention> = {}): LiveMention {
  const datetime = overrides.datetime ?? at(n * 60);
  return {
    id: uuid(n),
    stationId: STATION,
    datetime,
    name: `Mention ${n}`,
    description: `Words of mention ${n}`,
    confidence: 'AUTO',
    waitsForReview: false,
    type: 'zeroshot',
    score: 0.875,
    explanation: null,
    customData: { time: { start: datetime, end: datetime + 20_000 }, content: 'script' },
    scheduleId: null,
    confirmedSchedule: null,
    createdAt: '2026-03-10T15:00:00.000Z',
    ...overrides,
  };
}

export function aMentionSchedule(n: number, overrides: Partial<Schedule> = {}): Schedule {
  return {
    id: uuid(100 + n),
    stationId: STATION,
    datetime: Date.UTC(2026, 2, 10, 3, 0),
    customId: `PNT-${n}`,
    type: 'MENTION',
    tolerance: 0,
    toleranceConfig: { before: { value: 0, source: 'ENTRY' }, after: { value: 0, source: 'ENTRY' } },
    advertiser: 'Acme',
    campaign: 'Spring',
    version: '1',
    order: null,
    custom: {},
    title: `Acme spring ${n}`,
    dirtyText: `Read the Acme script ${n}`,
    count: 1,
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET and PUT of a station's mentions over one list the PUTs change. */
export function mentionsServer(initial: LiveMention[]) {
  const mentions = initial.map((mention) => ({ ...mention }));
  const answers: Record<string, Answer> = {
    'GET /v2/stations/:id/audit/live-mentions/matches': () => ({
      results: mentions,
      metadata: { totalCount: mentions.length },
    }),
    'PUT /v2/stations/:id/audit/live-mentions/:mentionId': (call: RecordedCall) => {
      const mention = mentions.find((candidate) => call.path.endsWith(`/${candidate.id}`));
      if (!mention) return reply(404);
      mention.confidence = (call.body as { confidence: LiveMention['confidence'] }).confidence;
      // A reviewed mention waits for no review (issue 33 point 4).
      if (mention.confidence === 'ACCEPTED' || mention.confidence === 'REJECTED') mention.waitsForReview = false;
      return { ...mention };
    },
  };
  return { mentions, answers };
}
