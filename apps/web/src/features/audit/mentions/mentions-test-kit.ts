/** Live mention fixtures the contract accepts, for the station audit's mention screens. */
import type { LiveMention, MentionStatusItem } from '@antena/contract';
import { aMention, station } from '../schedule/schedule-test-kit';

const API = `/v2/stations/${station.id}/audit`;
export const LIVE_MENTIONS = `${API}/live-mentions/matches`;
export const liveMentionPath = (id: string) => `${API}/live-mentions/${id}`;
export const DETECT = `${API}/live-mentions/detect`;
export const STATUS = `${API}/reports/schedule-status`;

export const aLiveMention = (overrides: Partial<LiveMention> = {}): LiveMention => ({
  id: '4e1b2c3d-0000-4000-8000-000000000001',
  stationId: station.id,
  datetime: Date.parse('2026-03-10T11:20:05Z'),
  name: 'Bank savings',
  description: 'open your savings account at the bank today twelve months without fees',
  confidence: 'AUTO',
  waitsForReview: false,
  type: 'zeroshot',
  score: 0.874,
  explanation: null,
  customData: {
    time: { start: Date.parse('2026-03-10T11:20:05Z'), end: Date.parse('2026-03-10T11:20:35Z') },
    content: aMention().dirtyText ?? '',
  },
  scheduleId: aMention().id,
  confirmedSchedule: {
    id: aMention().id,
    customId: 'PNT-BANK',
    title: 'Bank savings',
    dirtyText: aMention().dirtyText,
    datetime: aMention().datetime,
    count: 3,
  },
  createdAt: '2026-03-10T11:30:00Z',
  ...overrides,
});

/** A mention schedule's status: its count and the live mentions confirming it. */
export const aMentionStatus = (
  schedule: { id: string; customId: string; name: string; count: number; datetime: number },
  matches: LiveMention[],
): MentionStatusItem => ({
  stationId: station.id,
  customId: schedule.customId,
  schedule: { id: schedule.id, name: schedule.name, count: schedule.count, datetime: schedule.datetime },
  matches,
});
