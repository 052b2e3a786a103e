/**
 * The audio_src tech (spec 01 section 4): one URL in an audio element. For a recorded range the
 * URL is the audio export of [startTs, stopTs], so media time 0 is startTs; for live it is the
 * station's stream URL, whose "time" is the wall clock.
 */
import { MAX_MEDIA_RANGE_MS, buildPath, routes } from '@antena/contract';
import {
  createSeekGuard,
  createStopTimer,
  listen,
  playElement,
  type EngineCallbacks,
  type PlaybackEngine,
} from './player-engine';
import type { AudioRequest, LiveRequest } from './player.types';
import { reachedStop } from './segment-schedule';

type SrcRequest = AudioRequest | LiveRequest;

// An open-ended request plays an hour of recording; the screen asks again beyond it.
export const OPEN_RANGE_MS = 60 * 60_000;

/** The export range an audio request plays: up to stopTs, else an hour, and never past now. */
export function exportRange(request: AudioRequest, now: number): { from: number; to: number } {
  const from = request.startTs;
  const to = request.stopTs ?? Math.min(now, from + OPEN_RANGE_MS);
  return { from, to: Math.min(Math.max(to, from + 1000), from + MAX_MEDIA_RANGE_MS) };
}

export const exportPath = (stationId: string) => buildPath(routes.exportAudio.path, { id: stationId });

export class AudioSrcPlayback implements PlaybackEngine<SrcRequest> {
  private readonly seekGuard = createSeekGuard();
  private readonly stopTimer = createStopTimer();
  private range: { from: number; to: number } | null = null;
  private finished = false;
  private unlisten: () => void = () => {};

  constructor(
    private readonly audio: HTMLAudioElement,
    private request: SrcRequest,
    private readonly mediaUrl: (path: string, query?: Record<string, number>) => Promise<string>,
    private readonly callbacks: EngineCallbacks,
  ) {}

  async start(): Promise<void> {
    const request = this.request;
    let url: string;
    if (request.kind === 'live') url = request.url;
    else if (request.url) {
      url = request.url;
      this.range = { from: request.startTs, to: request.stopTs ?? Number.POSITIVE_INFINITY };
    } else {
      this.range = exportRange(request, Date.now());
      url = await this.mediaUrl(exportPath(request.stationId), this.range);
    }
    if (this.finished) return;
    this.unlisten = listen(this.audio, {
      timeupdate: () => this.onTimeUpdate(),
      playing: () => this.callbacks.onPlaying(true),
      pause: () => {
        this.stopTimer.clear();
        this.callbacks.onPlaying(false);
      },
      loadeddata: () => this.callbacks.onLoaded(),
      ended: () =>
        this.finish(
          this.request.kind === 'audio' && this.request.stopTs === undefined ? 'NO_MORE_SEGMENTS' : 'PLAYBACK_END',
        ),
      error: () => this.callbacks.onError(new Error(this.audio.error?.message || 'The audio element failed')),
    });
    this.audio.src = url;
    playElement(this.audio, (error) => this.callbacks.onError(error));
  }

  update(request: SrcRequest): boolean {
    const current = this.request;
    if (this.finished || request.kind !== current.kind || request.stationId !== current.stationId) return false;
    if (request.kind === 'live' || current.kind === 'live') {
      if (request.url !== current.url) return false;
    } else {
      if (request.url !== current.url || !this.range) return false;
      const { from, to } = this.range;
      if (request.startTs < from || request.startTs >= to || (request.stopTs ?? to) > to) return false;
      if (request.startTs !== current.startTs) {
        this.seekGuard.arm();
        this.audio.currentTime = (request.startTs - from) / 1000;
      }
    }
    this.stopTimer.clear();
    this.request = request;
    if (this.audio.paused) playElement(this.audio, (error) => this.callbacks.onError(error));
    return true;
  }

  pause(): void {
    this.audio.pause();
  }

  resume(): void {
    playElement(this.audio, (error) => this.callbacks.onError(error));
  }

  destroy(): void {
    this.finished = true;
    this.stopTimer.clear();
    this.unlisten();
    this.audio.pause();
    this.audio.removeAttribute('src');
    this.audio.load();
  }

  private onTimeUpdate(): void {
    if (this.finished || this.seekGuard.isGuarding()) return;
    const request = this.request;
    if (request.kind === 'live' || !this.range) {
      this.callbacks.onTime(Date.now());
      return;
    }
    const ts = Math.round(this.range.from + this.audio.currentTime * 1000);
    this.callbacks.onTime(ts);
    if (reachedStop(ts, request.stopTs)) this.stopAt(ts);
    else this.stopTimer.arm(request.stopTs, ts, this.audio, () => this.stopAt(request.stopTs ?? ts));
  }

  private stopAt(ts: number): void {
    this.audio.pause();
    this.callbacks.onTime(ts);
    this.finish('PLAYBACK_END');
  }

  private finish(reason: 'PLAYBACK_END' | 'NO_MORE_SEGMENTS'): void {
    if (this.finished) return;
    this.finished = true;
    this.callbacks.onEnd(reason);
  }
}
