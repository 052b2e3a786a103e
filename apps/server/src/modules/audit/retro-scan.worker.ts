/**
 * The worker thread that searches retro-scan parts (retro-scan-pool.ts starts it): the hour packs'
 * bytes arrive transferred from the main thread, which only reads them; checking, decoding and
 * searching them, the scan's CPU, all run here. One part at a time per thread.
 */
import { parentPort } from 'node:worker_threads';
import {
  ArchiveSearch,
  decodeArchivePack,
  FingerprintError,
  FRAME_SECONDS,
  ReferenceIndex,
  SearchTable,
  type Archive,
  type FrameAiring,
} from '@antena/fingerprint';
import type { SearchReply, SearchRequest } from './retro-scan-pool';
import type { FoundAiring } from './retro-scan-part';

if (!parentPort) throw new Error('retro-scan.worker runs as a worker thread');
const port = parentPort;

interface SegmentSpan {
  startTs: number;
  endTs: number;
}

/** One station's recordings, in order, as one search per unbroken run; airings on the wall clock. */
class StationSearch {
  private search: ArchiveSearch | null = null;
  private starts: number[] = [];
  private runSegments: SegmentSpan[] = [];
  private found: FrameAiring[] = [];
  readonly airings: FoundAiring[] = [];
  coveredUntil = 0;

  constructor(private readonly table: SearchTable) {}

  add(segment: SegmentSpan, archive: Archive | null): void {
    const last = this.runSegments.at(-1);
    if (!archive || (last && segment.startTs - last.endTs >= 1000)) this.flush();
    this.coveredUntil = segment.endTs;
    if (!archive) return;
    this.search ??= new ArchiveSearch(this.table, (airing) => this.found.push(airing));
    this.starts.push(this.search.position);
    this.runSegments.push(segment);
    this.search.add(archive);
  }

  flush(): void {
    if (!this.search) return;
    this.search.end();
    const toMs = (frame: number) => {
      // The last segment starting at or before `frame` (a run may hold a month of segments).
      let k = 0;
      for (let hi = this.starts.length - 1; k < hi;) {
        const mid = (k + hi + 1) >> 1;
        if (this.starts[mid]! <= frame) k = mid;
        else hi = mid - 1;
      }
      return Math.round(this.runSegments[k]!.startTs + (frame - this.starts[k]!) * FRAME_SECONDS * 1000);
    };
    for (const airing of this.found)
      this.airings.push({
        startMs: toMs(Math.max(0, airing.start)),
        endMs: toMs(airing.end),
        score: airing.score,
        refStartMs: Math.round(airing.refStart * FRAME_SECONDS * 1000),
        refEndMs: Math.round(airing.refEnd * FRAME_SECONDS * 1000),
        speed: airing.speed,
      });
    this.search = null;
    this.starts = [];
    this.runSegments = [];
    this.found = [];
  }
}

/** The last audio's table: the parts of one scan follow each other on a thread. */
let table: { key: string; table: SearchTable } | null = null;
/**
 * The part being searched. Hours are searched in order: one that arrives before the hour ahead of
 * it (sent again after it was found damaged) waits for it.
 */
let current: {
  search: StationSearch;
  fromTs: number;
  toTs: number;
  next: number;
  waiting: Map<number, Extract<SearchRequest, { type: 'hour' }>>;
} | null = null;

function searchHour(bytes: Uint8Array, name: string): void {
  const { search, fromTs, toTs } = current!;
  const { header, archives } = decodeArchivePack(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), name);
  for (const [startTs, endTs, k] of header.segments as [number, number, number][]) {
    // The hours around the part's own are read only as far as an airing crossing its edge reaches.
    if (endTs <= fromTs || startTs >= toTs) continue;
    search.add({ startTs, endTs }, k >= 0 ? archives[k]! : null);
  }
}

function searchWaiting(): void {
  const part = current!;
  for (let hour = part.waiting.get(part.next); hour; hour = part.waiting.get(part.next)) {
    part.waiting.delete(part.next);
    try {
      searchHour(hour.bytes, hour.name);
    } catch (error) {
      // The main thread reads that hour segment by segment and sends it again under the same seq.
      if (!(error instanceof FingerprintError)) throw error;
      port.postMessage({ type: 'hour', seq: hour.seq, damaged: error.message } satisfies SearchReply);
      return;
    }
    port.postMessage({ type: 'hour', seq: hour.seq } satisfies SearchReply);
    part.next++;
  }
}

function handle(request: SearchRequest): void {
  if (request.type === 'begin') {
    if (table?.key !== request.key)
      table = { key: request.key, table: new SearchTable(ReferenceIndex.decode(Buffer.from(request.index))) };
    const search = new StationSearch(table.table);
    current = { search, fromTs: request.fromTs, toTs: request.toTs, next: 0, waiting: new Map() };
    return;
  }
  if (!current) throw new Error(`retro-scan thread: "${request.type}" outside a part`);
  if (request.type === 'hour') {
    current.waiting.set(request.seq, request);
    searchWaiting();
    return;
  }
  current.search.flush();
  const { airings, coveredUntil } = current.search;
  current = null;
  port.postMessage({ type: 'end', airings, coveredUntil } satisfies SearchReply);
}

port.on('message', (request: SearchRequest) => {
  try {
    handle(request);
  } catch (error) {
    current = null;
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    port.postMessage({ type: 'error', message } satisfies SearchReply);
  }
});
