/**
 * The media_source tech (spec 01 sections 4 and 9): recorded segments appended to one
 * MediaSource. The schedule (segment-schedule.ts) decides where each one goes; this module is the
 * browser glue: SourceBuffer appends, the element's events, prefetch and the ends.
 *
 * The SourceBuffer runs in 'sequence' mode, the only one the raw mp3 and ADTS byte streams allow
 * (they carry no timestamps, so the browser generates them), and timestampOffset is set before
 * each append so a segment lands exactly where the schedule placed it, gap fix included.
 */
import type { Segment } from '@antena/contract';
import { PlayerError, isPlayerError } from './player-errors';
import { ElementPlayback } from './element-playback';
import { isBuffered, type EngineCallbacks } from './player-engine';
import { audioMimeType } from './player-tech';
import type { AudioRequest } from './player.types';
import { downloadInBatches } from './segment-downloader';
import {
  appendSegment,
  coversStop,
  firstSeekSeconds,
  mediaTimeToTs,
  nextListed,
  playedAll,
  shouldPrefetch,
  tsToMediaTime,
  type ScheduledSegment,
} from './segment-schedule';
import { findNextSegment } from './next-segment';
import type { SegmentSource } from './segment-source';

// Old media behind the playhead is dropped so hours of listening stay under the SourceBuffer quota.
const KEEP_BEHIND_S = 30;
/** How often live play looks for the segment being recorded. */
const FOLLOW_POLL_MS = 2000;

const waitFor = (target: EventTarget, event: string) =>
  new Promise<void>((resolve) => target.addEventListener(event, () => resolve(), { once: true }));

export class MediaSourcePlayback extends ElementPlayback<AudioRequest, HTMLAudioElement> {
  private schedule: ScheduledSegment[] = [];
  private listed: Segment[] = [];
  private readonly abort = new AbortController();
  private mediaSource: MediaSource | null = null;
  private sourceBuffer: SourceBuffer | null = null;
  private objectUrl: string | null = null;
  /** Appends and removals run one at a time: a SourceBuffer refuses work while updating. */
  private bufferQueue: Promise<void> = Promise.resolve();
  private fetchingNext = false;
  private noMoreSegments = false;
  private followTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    audio: HTMLAudioElement,
    request: AudioRequest,
    private readonly source: SegmentSource,
    callbacks: EngineCallbacks,
    private readonly gapFixMs: number,
  ) {
    super(audio, request, callbacks);
  }

  async start(): Promise<void> {
    const mimeType = audioMimeType(this.request.mediaFormat);
    if (typeof MediaSource === 'undefined' || !MediaSource.isTypeSupported(mimeType)) {
      throw new PlayerError('formatNotSupported');
    }
    const { stationId, startTs, stopTs } = this.request;
    const signal = this.abort.signal;
    this.mediaSource = new MediaSource();
    this.objectUrl = URL.createObjectURL(this.mediaSource);
    this.element.src = this.objectUrl;
    await waitFor(this.mediaSource, 'sourceopen');
    if (signal.aborted) return;
    this.sourceBuffer = this.mediaSource.addSourceBuffer(mimeType);
    this.sourceBuffer.mode = 'sequence';
    this.listenToElement(() => 'NO_MORE_SEGMENTS', {
      waiting: () => this.timeUpdate(),
      error: () => this.elementFailed(),
    });

    if (stopTs !== undefined) {
      this.listed = await this.source.list(stationId, startTs, stopTs, signal);
      this.cacheListed();
    }
    const first =
      this.listed.find((segment) => segment.endTs > startTs) ??
      (await this.source.sequence(stationId, startTs, signal));
    if (signal.aborted) return;
    if (!first) {
      this.finish('NO_MORE_SEGMENTS');
      return;
    }
    await this.appendNext(first);
    this.seekTo(firstSeekSeconds(first, startTs));
    this.callbacks.onLoaded();
    this.play();
  }

  update(request: AudioRequest): boolean {
    const current = this.request;
    if (this.finished || request.stationId !== current.stationId || request.mediaFormat !== current.mediaFormat) {
      return false;
    }
    if (request.startTs !== current.startTs) {
      const mediaTime = tsToMediaTime(this.schedule, request.startTs);
      if (mediaTime === null || !isBuffered(this.element.buffered, mediaTime)) return false;
      this.seekTo(mediaTime);
    }
    return this.accept(request);
  }

  override destroy(): void {
    this.abort.abort();
    if (this.followTimer) clearTimeout(this.followTimer);
    super.destroy();
    this.element.removeAttribute('src');
    this.element.load();
    if (this.objectUrl) URL.revokeObjectURL(this.objectUrl);
  }

  /** spec 02 section 4: a listed range is cached in batches of 4 with its download percent. */
  private cacheListed(): void {
    const { onDownloadPercent } = this.callbacks;
    void downloadInBatches(this.listed, (segment) => this.source.audio(segment), {
      signal: this.abort.signal,
      onProgress: (percent) => {
        if (!this.abort.signal.aborted) onDownloadPercent(percent);
      },
    }).then(() => {
      if (!this.abort.signal.aborted) onDownloadPercent(null);
    });
  }

  protected onTimeUpdate(): void {
    if (this.schedule.length === 0) return;
    const mediaTime = this.element.currentTime;
    const ts = mediaTimeToTs(this.schedule, mediaTime);
    if (ts === null || this.reportTime(ts)) return;
    if (this.noMoreSegments && playedAll(this.schedule, mediaTime)) {
      this.finish('NO_MORE_SEGMENTS');
      return;
    }
    if (!coversStop(this.schedule, this.request.stopTs) && shouldPrefetch(this.schedule, mediaTime)) {
      void this.fetchNext();
    }
  }

  private async fetchNext(): Promise<void> {
    const current = this.schedule.at(-1)?.segment;
    if (this.fetchingNext || this.noMoreSegments || !current) return;
    this.fetchingNext = true;
    const signal = this.abort.signal;
    try {
      const next =
        nextListed(this.listed, current.id) ??
        (await findNextSegment(this.source, this.request, current, Date.now(), signal));
      if (signal.aborted) return;
      if (next === 'wait') {
        // Live play at the recording's edge: the next segment is not written yet. Look again
        // shortly, also when the element has stalled and sends no more time updates.
        this.followTimer = setTimeout(() => {
          this.followTimer = null;
          void this.fetchNext();
        }, FOLLOW_POLL_MS);
        return;
      }
      if (!next) {
        // spec: it ends after the current segment when no more exist.
        this.noMoreSegments = true;
        await this.enqueue(() => this.mediaSource?.readyState === 'open' && this.mediaSource.endOfStream());
        return;
      }
      await this.appendNext(next);
    } catch (error) {
      if (signal.aborted) return;
      this.callbacks.onError(isPlayerError(error) ? error : new PlayerError('nextSegmentFailed', { cause: error }));
    } finally {
      this.fetchingNext = false;
    }
  }

  /** Places the segment on the schedule first, so a repeat is refused before any download. */
  private async appendNext(segment: Segment): Promise<void> {
    const schedule = appendSegment(this.schedule, segment, this.gapFixMs);
    const entry = schedule.at(-1)!;
    const bytes = await this.source.audio(segment);
    if (this.abort.signal.aborted) return;
    await this.enqueue(async () => {
      const buffer = this.sourceBuffer!;
      const playhead = this.element.currentTime;
      if (buffer.buffered.length > 0 && playhead - buffer.buffered.start(0) > KEEP_BEHIND_S * 2) {
        buffer.remove(0, playhead - KEEP_BEHIND_S);
        await waitFor(buffer, 'updateend');
      }
      buffer.timestampOffset = entry.mediaStart;
      buffer.appendBuffer(bytes);
      await waitFor(buffer, 'updateend');
    });
    this.schedule = schedule;
  }

  private enqueue(work: () => unknown): Promise<void> {
    const run = this.bufferQueue.then(async () => {
      if (!this.abort.signal.aborted) await work();
    });
    this.bufferQueue = run.catch(() => {});
    return run;
  }
}
