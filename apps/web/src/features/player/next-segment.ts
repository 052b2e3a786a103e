/**
 * The segment after the one playing (issue 13.8). The list of the following hour is asked first:
 * it answers an empty list where nothing is recorded yet, where the sequence call answers 404, a
 * console error on every poll at the live edge. Near now an empty list means 'not yet': live play
 * waits and looks again, other play ends there. Only an older gap longer than the hour asks the
 * sequence call, which finds the next recording however far it is.
 */
import type { Segment } from '@antena/contract';
import type { AudioRequest } from './player.types';
import type { ScheduleSegment } from './segment-schedule';
import type { SegmentSource } from './segment-source';

/** A next segment is looked for in the listed hour after the current one. */
export const NEXT_LOOKAHEAD_MS = 60 * 60_000;
/** Within this of now the recorder may still be writing the next segment (spec 02 section 9: 120000 ms). */
export const RECORDING_EDGE_MS = 120_000;

export async function findNextSegment(
  source: SegmentSource,
  request: Pick<AudioRequest, 'stationId' | 'follow'>,
  current: ScheduleSegment,
  now: number,
  signal?: AbortSignal,
): Promise<Segment | null | 'wait'> {
  const { stationId } = request;
  const listed = await source.list(stationId, current.endTs, current.endTs + NEXT_LOOKAHEAD_MS, signal);
  const next = listed.find((segment) => segment.id !== current.id && segment.endTs > current.endTs);
  if (next) return next;
  if (now - current.endTs < RECORDING_EDGE_MS + NEXT_LOOKAHEAD_MS) return request.follow ? 'wait' : null;
  return source.sequence(stationId, current.endTs, signal);
}
