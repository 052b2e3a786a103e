/**
 * How long after a segment's end its row and its waveform are visible: new rows are read as they
 * appear (created_at − endTs), and the rows still without a waveform are polled until they have
 * one (poll time − endTs).
 */
import { and, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db';
import { segments } from '../../apps/server/src/db/schema';
import { GAP_THRESHOLD_MS } from '../../apps/server/src/modules/segments/segment-registry';

export interface Summary {
  median: number;
  p95: number;
  max: number;
}

function summary(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { median: Math.round(at(0.5)), p95: Math.round(at(0.95)), max: Math.round(sorted.at(-1) ?? NaN) };
}

export class Latencies {
  private readonly rowDelay = new Map<string, number>();
  private readonly waveformDelay = new Map<string, number>();
  private readonly endOf = new Map<string, number>();
  private watermark = new Date(0);

  constructor(private readonly db: Db) {}

  get count(): number {
    return this.rowDelay.size;
  }

  get pendingWaveforms(): number {
    return this.rowDelay.size - this.waveformDelay.size;
  }

  async poll(): Promise<void> {
    const now = Date.now();
    const fresh = await this.db
      .select({ id: segments.id, endTs: segments.endTs, createdAt: segments.createdAt })
      .from(segments)
      .where(gt(segments.createdAt, this.watermark));
    for (const row of fresh) {
      if (this.rowDelay.has(row.id)) continue;
      this.rowDelay.set(row.id, row.createdAt.getTime() - row.endTs);
      this.endOf.set(row.id, row.endTs);
      if (row.createdAt > this.watermark) this.watermark = row.createdAt;
    }
    const pending = [...this.rowDelay.keys()].filter((id) => !this.waveformDelay.has(id));
    if (pending.length === 0) return;
    const done = await this.db
      .select({ id: segments.id })
      .from(segments)
      .where(and(inArray(segments.id, pending), isNotNull(segments.waveform)));
    for (const { id } of done) this.waveformDelay.set(id, now - this.endOf.get(id)!);
  }

  rowDelays = (): Summary => summary([...this.rowDelay.values()]);
  waveformDelays = (): Summary => summary([...this.waveformDelay.values()]);

  /** Per station: segments that do not join the one before (a hole over the gap threshold). */
  async continuity(
    segmentMs: number,
  ): Promise<{ withoutGap: number; breaks: number; empty: number; stations: number }> {
    const rows = await this.db.execute<{ station_id: string; start_ts: string; end_ts: string }>(
      sql`select station_id, start_ts, end_ts from ${segments} order by station_id, start_ts`,
    );
    const byStation = new Map<string, { start: number; end: number }[]>();
    for (const row of rows.rows) {
      const list = byStation.get(row.station_id) ?? [];
      list.push({ start: Number(row.start_ts), end: Number(row.end_ts) });
      byStation.set(row.station_id, list);
    }
    const stationRows = await this.db.execute<{ id: string }>(sql`select id from stations`);
    let breaks = 0;
    let withoutGap = 0;
    let empty = 0;
    for (const { id } of stationRows.rows) {
      const list = byStation.get(id) ?? [];
      if (list.length === 0) {
        empty += 1;
        continue;
      }
      let stationBreaks = 0;
      for (let i = 1; i < list.length; i++) {
        const hole = list[i]!.start - list[i - 1]!.end;
        if (hole > GAP_THRESHOLD_MS || hole < 0) stationBreaks += 1;
      }
      // A segment much shorter than the duration inside the run is a hole too (lost audio).
      stationBreaks += list.slice(1, -1).filter((s) => s.end - s.start < segmentMs / 2).length;
      breaks += stationBreaks;
      if (stationBreaks === 0) withoutGap += 1;
    }
    return { withoutGap, breaks, empty, stations: stationRows.rows.length };
  }
}
