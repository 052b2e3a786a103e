/**
 * The video player (spec 01 sections 4 and 9): the recording's HLS playlist of [fromTs, to]
 * through hls.js. The playlist's media URIs carry the access token already; the fragments'
 * program date-times map the element's clock to the recording's (video-time.ts).
 */
import Hls, { Events, type LevelLoadedData } from 'hls.js';
import { MAX_MEDIA_RANGE_MS, buildPath, routes } from '@antena/contract';
import { HLS_CONFIG } from './hls-config';
import { PlayerError } from './player-errors';
import {
  createSeekGuard,
  createStopTimer,
  listen,
  playElement,
  type EngineCallbacks,
  type PlaybackEngine,
} from './player-engine';
import type { VideoRequest } from './player.types';
import { reachedStop } from './segment-schedule';
import { tsToVideoTime, videoTimeToTs, type FragmentTime } from './video-time';

/** The playlist's range: from fromTs to stopTs, else up to now (at most the contract's 24 hours). */
export function playlistRange(request: VideoRequest, now: number): { from: number; to: number } {
  const to = Math.min(request.stopTs ?? now, request.fromTs + MAX_MEDIA_RANGE_MS);
  return { from: request.fromTs, to: Math.max(to, request.fromTs + 1000) };
}

export class HlsVideoPlayback implements PlaybackEngine<VideoRequest> {
  private hls: Hls | null = null;
  private fragments: FragmentTime[] = [];
  private range: { from: number; to: number } | null = null;
  private readonly seekGuard = createSeekGuard();
  private readonly stopTimer = createStopTimer();
  private finished = false;
  private unlisten: () => void = () => {};

  constructor(
    private readonly video: HTMLVideoElement,
    private request: VideoRequest,
    private readonly mediaUrl: (path: string, query?: Record<string, number>) => Promise<string>,
    private readonly callbacks: EngineCallbacks,
  ) {}

  async start(): Promise<void> {
    if (!Hls.isSupported()) throw new PlayerError('techNotImplemented');
    this.range = playlistRange(this.request, Date.now());
    const url = await this.mediaUrl(buildPath(routes.hlsPlaylist.path, { id: this.request.stationId }), this.range);
    if (this.finished) return;
    const hls = new Hls(HLS_CONFIG);
    this.hls = hls;
    hls.once(Events.LEVEL_LOADED, (_event, data) => this.onPlaylist(data));
    hls.on(Events.ERROR, (_event, data) => {
      if (data.fatal) this.callbacks.onError(new Error(`Video playback failed: ${data.details}`));
    });
    this.unlisten = listen(this.video, {
      timeupdate: () => this.onTimeUpdate(),
      playing: () => this.callbacks.onPlaying(true),
      pause: () => {
        this.stopTimer.clear();
        this.callbacks.onPlaying(false);
      },
      ended: () => this.finish(this.request.stopTs === undefined ? 'NO_MORE_SEGMENTS' : 'PLAYBACK_END'),
    });
    hls.loadSource(url);
    hls.attachMedia(this.video);
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
      this.seekGuard.arm();
      this.video.currentTime = time;
    }
    this.stopTimer.clear();
    this.request = request;
    if (request.autoplay && this.video.paused) playElement(this.video, (error) => this.callbacks.onError(error));
    return true;
  }

  pause(): void {
    this.video.pause();
  }

  resume(): void {
    playElement(this.video, (error) => this.callbacks.onError(error));
  }

  destroy(): void {
    this.finished = true;
    this.stopTimer.clear();
    this.unlisten();
    this.video.pause();
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
    this.video.addEventListener('loadeddata', () => this.callbacks.onLoaded(), { once: true });
    if (this.request.autoplay) playElement(this.video, (error) => this.callbacks.onError(error));
  }

  private onTimeUpdate(): void {
    if (this.finished || !this.range || this.seekGuard.isGuarding()) return;
    const ts = videoTimeToTs(this.fragments, this.video.currentTime, this.range.from);
    this.callbacks.onTime(ts);
    const { stopTs } = this.request;
    if (reachedStop(ts, stopTs)) this.stopAt(ts);
    else this.stopTimer.arm(stopTs, ts, this.video, () => this.stopAt(stopTs ?? ts));
  }

  private stopAt(ts: number): void {
    this.video.pause();
    this.callbacks.onTime(ts);
    this.finish('PLAYBACK_END');
  }

  private finish(reason: 'PLAYBACK_END' | 'NO_MORE_SEGMENTS'): void {
    if (this.finished) return;
    this.finished = true;
    this.callbacks.onEnd(reason);
  }
}
