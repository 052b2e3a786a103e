/**
 * What a fragment's requested ranges hold of the recording (docs/decisions.md "Fragments: the
 * contract"): each range's recorded parts (contiguous segments merged, one part when whole) and
 * the gaps between them, from the segment rows that overlap it.
 */
import type { StoredRange } from '../../db/schema';

type Span = { startTs: number; endTs: number };

/** The recorded parts of [from, to): runs of touching segments, clipped to the range. */
export function recordedParts(rows: Span[], from: number, to: number): StoredRange[] {
  const parts: StoredRange[] = [];
  for (const row of [...rows].sort((a, b) => a.startTs - b.startTs)) {
    const part = { from: Math.max(from, row.startTs), to: Math.min(to, row.endTs) };
    if (part.to <= part.from) continue;
    const last = parts.at(-1);
    if (last && part.from <= last.to) last.to = Math.max(last.to, part.to);
    else parts.push(part);
  }
  return parts;
}

/** The parts of [from, to) that `parts` (sorted, apart) leave out. */
export function gapsBetween(parts: StoredRange[], from: number, to: number): StoredRange[] {
  const gaps: StoredRange[] = [];
  let cursor = from;
  for (const part of parts) {
    if (part.from > cursor) gaps.push({ from: cursor, to: part.from });
    cursor = Math.max(cursor, part.to);
  }
  if (cursor < to) gaps.push({ from: cursor, to });
  return gaps;
}

export const lengthOf = (ranges: StoredRange[]): number =>
  ranges.reduce((sum, range) => sum + range.to - range.from, 0);

/** Why a range cannot be cut, and which end is at fault, given the station's recorded extent; null when it can. */
export function unrecorded(
  range: StoredRange,
  parts: StoredRange[],
  extent: { first: number; last: number } | null,
): { end: 'from' | 'to'; message: string } | null {
  if (!extent || parts.length === 0) return { end: 'from', message: 'Nothing was recorded in this range' };
  if (range.from < extent.first) return { end: 'from', message: "Starts before the station's first recording" };
  if (range.to > extent.last) return { end: 'to', message: 'Ends after what is recorded so far' };
  return null;
}
