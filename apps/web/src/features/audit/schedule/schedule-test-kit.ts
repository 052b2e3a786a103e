/** Schedule fixtures the contract accepts, for the schedule screens' tests. */
import type { Schedule, ScheduleMatch, ScheduleStatusItem } from '@antena/contract';
import { anAudio, auditStation } from '../audit-test-kit';

export const station = auditStation('fm-2');
export const mentionsStation = auditStation('fm-2', { audit: { enabled: true, liveMentionsEnabled: true } });
const API = `/v2/stations/${station.id}/audit`;
export const SCHEDULES = `${API}/schedules`;
export const STATUS = `${API}/reports/schedule-status`;
export const CUSTOM_IDS = '/v2/audit/schedule/custom-ids';
// 12:00 UTC is 09:00 on the station's clock (UTC-3): its today is 2026-03-10.
export const NOW = Date.parse('2026-03-10T12:00:00Z');

export const aMatch = (overrides: Partial<ScheduleMatch> = {}): ScheduleMatch => ({
  id: '9c1b2c3d-0000-4000-8000-000000000001',
  datetime: Date.parse('2026-03-10T11:01:30Z'),
  playedDuration: 29_500,
  score: 97.5,
  source: 'AUTO',
  confirmationType: 'DEFAULT',
  diff: 1.5,
  ...overrides,
});

export const aSchedule = (overrides: Partial<Schedule> = {}): Schedule => ({
  id: '5d1b2c3d-0000-4000-8000-000000000001',
  stationId: station.id,
  datetime: Date.parse('2026-03-10T11:00:00Z'),
  customId: 'SPOT-COLA-30',
  type: 'SPOT',
  tolerance: 5,
  toleranceConfig: {
    before: { value: 5, source: 'INHERITED_FROM_CLIENT_CONFIG' },
    after: { value: 5, source: 'INHERITED_FROM_CLIENT_CONFIG' },
  },
  advertiser: 'Cola Co',
  campaign: 'Summer',
  version: 'V1',
  order: null,
  custom: {},
  title: null,
  dirtyText: null,
  count: 1,
  createdAt: '2026-03-09T20:00:00Z',
  matches: [],
  ...overrides,
});

export const aMention = (overrides: Partial<Schedule> = {}): Schedule =>
  aSchedule({
    id: '6d1b2c3d-0000-4000-8000-000000000001',
    type: 'MENTION',
    // A mention's datetime is the start of its day on the station's clock.
    datetime: Date.parse('2026-03-10T03:00:00Z'),
    customId: 'PNT-BANK',
    title: 'Bank savings',
    dirtyText: 'Open your savings account at the Bank today and get twelve months without fees.',
    count: 3,
    advertiser: '',
    campaign: '',
    version: '',
    matches: undefined,
    ...overrides,
  });

export const aStatusItem = (
  customId: string,
  status: ScheduleStatusItem['status'],
  withAudio = true,
): ScheduleStatusItem => ({
  customId,
  audio: withAudio ? anAudio({ customId, title: `${customId} audio` }) : null,
  status,
  schedules: [],
});
