/**
 * The audio_src tech (spec 01 section 4): one URL in an audio element. For a recorded range the
 * URL is the audio export of [startTs, stopTs], so media time 0 is startTs; for live it is the
 * station's stream URL, whose "time" is the wall clock.
 */
import { MAX_MEDIA_RANGE_MS, buildPath } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import { ElementPlayback } from './element-playback';
import type { EngineCallbacks } from './player-engine';
import type { AudioRequest, LiveRequest } from './player.types';

type SrcRequest = AudioRequest | LiveRequest;

// An open-ended request plays an hour of recording; the screen asks again beyond it.
export const OPEN_RANGE_MS = 60 * 60_000;

/** The export range an audio request plays: up to stopTs, else an hour, and never past now. */
export function exportRange(request: AudioRequest, now: number): { from: number; to: number } {
  const from = request.startTs;
  const to = request.stopTs ?? Math.min(now, from + OPEN_RANGE_MS);
  return { from, to: Math.min(Math.max(to, from + 1000), from + MAX_MEDIA_RANGE_MS) };
}

export const exportPath = (stationId: string) => buildPath(endpoints.exportAudio.path, { id: stationId });

export class AudioSrcPlayback extends ElementPlayback<SrcRequest, HTMLAudioElement> {
  private range: { from: number; to: number } | null = null;

  constructor(
    audio: HTMLAudioElement,
    request: SrcRequest,
    private readonly mediaUrl: (path: string, query?: Record<string, number>) => Promise<string>,
    callbacks: EngineCallbacks,
  ) {
    super(audio, request, callbacks);
  }

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
    this.listenToElement(
      () => (this.request.kind === 'audio' && this.request.stopTs === undefined ? 'NO_MORE_SEGMENTS' : 'PLAYBACK_END'),
      { loadeddata: () => this.callbacks.onLoaded(), error: () => this.elementFailed() },
    );
    this.element.src = url;
    this.play();
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
      if (request.startTs !== current.startTs) this.seekTo((request.startTs - from) / 1000);
    }
    return this.accept(request);
  }

  override destroy(): void {
    super.destroy();
    this.element.removeAttribute('src');
    this.element.load();
  }

  protected onTimeUpdate(): void {
    if (this.request.kind === 'live' || !this.range) {
      this.callbacks.onTime(Date.now());
      return;
    }
    this.reportTime(Math.round(this.range.from + this.element.currentTime * 1000));
  }
}
