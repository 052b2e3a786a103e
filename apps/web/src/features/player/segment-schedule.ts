/**
 * The media_source player's schedule (spec 01 sections 4 and 9): recorded segments appended one
 * after another to one MediaSource, so the media clock runs on without breaks while the
 * recording clock may jump. Each entry keeps where its segment sits on both clocks; the player
 * converts between them with these pure functions.
 */
import type { SegmentSummary } from '@antena/contract';
import { PlayerError } from './player-errors';

// spec: a gap of more than 2000 ms between segments shifts the time.
export const GAP_SHIFT_MS = 2000;
// spec: the next segment is fetched when under 10 s of the current remain.
export const PREFETCH_REMAINING_S = 10;
// spec: player_gap_fix, default gap correction 20 ms.
export const DEFAULT_GAP_FIX_MS = 20;
/** How close to the end of the appended media counts as having played it all. */
export const END_TOLERANCE_S = 0.3;

export type ScheduleSegment = Pick<SegmentSummary, 'id' | 'startTs' | 'endTs' | 'duration'>;

export interface ScheduledSegment {
  segment: ScheduleSegment;
  /** Seconds on the media element's clock where this segment's audio begins. */
  mediaStart: number;
  mediaEnd: number;
  /** The recording time at mediaStart. */
  tsStart: number;
}

/**
 * Adds the next segment to the schedule. A gap up to 2 s is recorder jitter and the recording
 * clock runs on from the previous segment; a longer one is missing recording and the clock jumps
 * to the segment's own start. Each segment is placed gapFixMs before the end of the previous one:
 * the overlap keeps the buffered media one unbroken range, since a hole of a few milliseconds
 * between appended files would stall the element.
 */
export function appendSegment(
  schedule: readonly ScheduledSegment[],
  segment: ScheduleSegment,
  gapFixMs: number = DEFAULT_GAP_FIX_MS,
): ScheduledSegment[] {
  const last = schedule.at(-1);
  const seconds = segment.duration / 1000;
  if (!last) return [{ segment, mediaStart: 0, mediaEnd: seconds, tsStart: segment.startTs }];
  if (last.segment.id === segment.id) throw new PlayerError('nextSegmentMatchesCurrent');
  const gap = segment.startTs - last.segment.endTs;
  const tsStart = gap > GAP_SHIFT_MS ? segment.startTs : last.tsStart + last.segment.duration;
  const mediaStart = Math.max(last.mediaStart, last.mediaEnd - gapFixMs / 1000);
  return [...schedule, { segment, mediaStart, mediaEnd: mediaStart + seconds, tsStart }];
}

const entryAtMediaTime = (schedule: readonly ScheduledSegment[], mediaTime: number) =>
  schedule.findLast((entry) => entry.mediaStart <= mediaTime) ?? schedule[0];

/** The recording time shown at a media time (null before anything is scheduled). */
export function mediaTimeToTs(schedule: readonly ScheduledSegment[], mediaTime: number): number | null {
  const entry = entryAtMediaTime(schedule, mediaTime);
  if (!entry) return null;
  const offset = Math.min(Math.max(mediaTime, entry.mediaStart), entry.mediaEnd) - entry.mediaStart;
  return Math.round(entry.tsStart + offset * 1000);
}

/** The media time that plays a recording time, or null when no scheduled segment holds it. */
export function tsToMediaTime(schedule: readonly ScheduledSegment[], ts: number): number | null {
  const entry = schedule.find((item) => ts >= item.tsStart && ts < item.tsStart + item.segment.duration);
  if (!entry) return null;
  return entry.mediaStart + (ts - entry.tsStart) / 1000;
}

/** Where playback of the first segment starts: at startTs inside it, or at its start when it begins later. */
export const firstSeekSeconds = (segment: ScheduleSegment, startTs: number): number =>
  Math.min(Math.max(0, (startTs - segment.startTs) / 1000), segment.duration / 1000);

/** spec: prefetch under 10 s remaining of what is appended. */
export function shouldPrefetch(schedule: readonly ScheduledSegment[], mediaTime: number): boolean {
  const last = schedule.at(-1);
  return last !== undefined && last.mediaEnd - mediaTime < PREFETCH_REMAINING_S;
}

/** No segment is needed past stopTs: the schedule already reaches it. */
export function coversStop(schedule: readonly ScheduledSegment[], stopTs: number | undefined): boolean {
  const last = schedule.at(-1);
  return stopTs !== undefined && last !== undefined && last.tsStart + last.segment.duration >= stopTs;
}

export const reachedStop = (ts: number, stopTs: number | undefined): boolean => stopTs !== undefined && ts >= stopTs;

/** Everything appended has played (spec: it ends after the current segment when no more exist). */
export function playedAll(schedule: readonly ScheduledSegment[], mediaTime: number): boolean {
  const last = schedule.at(-1);
  return last !== undefined && mediaTime >= last.mediaEnd - END_TOLERANCE_S;
}

/**
 * The next segment from a listed range, or undefined when the list holds none after the current
 * one (the player then asks the provider's sequence call, which also finds newly recorded ones).
 */
export function nextListed<S extends ScheduleSegment>(listed: readonly S[], currentId: string): S | undefined {
  const index = listed.findIndex((segment) => segment.id === currentId);
  return index < 0 ? undefined : listed[index + 1];
}
