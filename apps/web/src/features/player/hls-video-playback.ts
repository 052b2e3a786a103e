/**
 * The video player (spec 01 sections 4 and 9): the recording's HLS playlist of [fromTs, to]
 * through hls.js. The playlist's media URIs carry the access token already; the fragments'
 * program date-times map the element's clock to the recording's (video-time.ts).
 */
import type Hls from 'hls.js';
import type { LevelLoadedData } from 'hls.js';
import { MAX_MEDIA_RANGE_MS, buildPath } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import { HLS_CONFIG } from './hls-config';
import { PlayerError } from './player-errors';
import { ElementPlayback } from './element-playback';
import type { EngineCallbacks } from './player-engine';
import type { VideoRequest } from './player.types';
import { tsToVideoTime, videoTimeToTs, type FragmentTime } from './video-time';

/** The playlist's range: from fromTs to stopTs, else up to now (at most the contract's 24 hours). */
export function playlistRange(request: VideoRequest, now: number): { from: number; to: number } {
  const to = Math.min(request.stopTs ?? now, request.fromTs + MAX_MEDIA_RANGE_MS);
  return { from: request.fromTs, to: Math.max(to, request.fromTs + 1000) };
}

export class HlsVideoPlayback extends ElementPlayback<VideoRequest, HTMLVideoElement> {
  private hls: Hls | null = null;
  private fragments: FragmentTime[] = [];
  private range: { from: number; to: number } | null = null;

  constructor(
    video: HTMLVideoElement,
    request: VideoRequest,
    private readonly mediaUrl: (path: string, query?: Record<string, number>) => Promise<string>,
    callbacks: EngineCallbacks,
  ) {
    super(video, request, callbacks);
  }

  async start(): Promise<void> {
    // hls.js is about 190 kB gzipped and only video stations need it: fetched on the first play.
    const { default: Hls, Events } = await import('hls.js');
    if (this.finished) return;
    if (!Hls.isSupported()) throw new PlayerError('techNotImplemented');
    this.range = playlistRange(this.request, Date.now());
    const url = await this.mediaUrl(buildPath(endpoints.hlsPlaylist.path, { id: this.request.stationId }), this.range);
    if (this.finished) return;
    const hls = new Hls(HLS_CONFIG);
    this.hls = hls;
    hls.once(Events.LEVEL_LOADED, (_event, data) => this.onPlaylist(data));
    hls.on(Events.ERROR, (_event, data) => {
      if (data.fatal) this.callbacks.onError(new Error(`Video playback failed: ${data.details}`));
    });
    this.listenToElement(() => (this.request.stopTs === undefined ? 'NO_MORE_SEGMENTS' : 'PLAYBACK_END'));
    hls.loadSource(url);
    hls.attachMedia(this.element);
  }

  update(request: VideoRequest): boolean {
    const current = this.request;
    const range = this.range;
    if (this.finished || !range || this.fragments.length === 0) return false;
    if (request.stationId !== current.stationId || request.fromTs !== current.fromTs) return false;
    if (request.stopTs !== undefined && request.stopTs > range.to) return false;
    if (request.startTs !== current.startTs) {
      const time = tsToVideoTime(this.fragments, request.startTs, range.from);
      if (time === null) return false;
      this.seekTo(time);
    }
    return this.accept(request, request.autoplay);
  }

  override destroy(): void {
    super.destroy();
    this.hls?.destroy();
    this.hls = null;
  }

  /** The playlist tells where startTs sits on the media clock: loading starts there. */
  private onPlaylist(data: LevelLoadedData): void {
    if (this.finished || !this.hls || !this.range) return;
    this.fragments = data.details.fragments.map(({ start, duration, programDateTime }) => ({
      start,
      duration,
      programDateTime,
    }));
    const startTime = tsToVideoTime(this.fragments, this.request.startTs, this.range.from);
    if (startTime === null) {
      this.finish('NO_MORE_SEGMENTS');
      return;
    }
    this.seekGuard.arm();
    this.hls.startLoad(startTime);
    this.element.addEventListener('loadeddata', () => this.callbacks.onLoaded(), { once: true });
    if (this.request.autoplay) this.play();
  }

  protected onTimeUpdate(): void {
    if (!this.range) return;
    this.reportTime(videoTimeToTs(this.fragments, this.element.currentTime, this.range.from));
  }
}
