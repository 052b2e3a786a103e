/**
 * What the three playback techs share: one media element whose clock maps to the recording, the
 * seek guard, the stop at stopTs (also between two time updates), and an end reported once.
 * Each tech adds how it loads media and how its media time reads as a recording time.
 */
import {
  createSeekGuard,
  createStopTimer,
  listen,
  playElement,
  type EngineCallbacks,
  type PlaybackEngine,
} from './player-engine';
import type { PlayRequest } from './player.types';
import { reachedStop } from './segment-schedule';

export type EndReason = 'PLAYBACK_END' | 'NO_MORE_SEGMENTS';
type Handlers = Partial<Record<keyof HTMLMediaElementEventMap, (event: Event) => void>>;

export abstract class ElementPlayback<
  R extends PlayRequest,
  E extends HTMLMediaElement = HTMLMediaElement,
> implements PlaybackEngine<R> {
  protected readonly seekGuard = createSeekGuard();
  private readonly stopTimer = createStopTimer();
  protected finished = false;
  private unlisten: () => void = () => {};

  constructor(
    protected readonly element: E,
    protected request: R,
    protected readonly callbacks: EngineCallbacks,
  ) {}

  abstract start(): Promise<void>;
  abstract update(request: R): boolean;
  /** A time update outside the seek guard, while the playback has not ended. */
  protected abstract onTimeUpdate(): void;

  pause(): void {
    this.element.pause();
  }

  resume(): void {
    this.play();
  }

  destroy(): void {
    this.finished = true;
    this.stopTimer.clear();
    this.unlisten();
    this.element.pause();
  }

  protected play(): void {
    playElement(this.element, (error) => this.callbacks.onError(error));
  }

  /** Listens to the element: playing and paused, time updates, the media's end, and `extra`. */
  protected listenToElement(endReason: () => EndReason, extra: Handlers = {}): void {
    this.unlisten = listen(this.element, {
      timeupdate: () => this.timeUpdate(),
      playing: () => this.callbacks.onPlaying(true),
      pause: () => {
        this.stopTimer.clear();
        this.callbacks.onPlaying(false);
      },
      ended: () => this.finish(endReason()),
      ...extra,
    });
  }

  protected timeUpdate(): void {
    if (!this.finished && !this.seekGuard.isGuarding()) this.onTimeUpdate();
  }

  /** The element's own failure, with its message. */
  protected elementFailed(): void {
    this.callbacks.onError(new Error(this.element.error?.message || 'The media element failed'));
  }

  protected seekTo(seconds: number): void {
    this.seekGuard.arm();
    this.element.currentTime = seconds;
  }

  /** Takes a request of the same kind over from the running one, and plays on unless told not to. */
  protected accept(request: R, play = true): true {
    this.stopTimer.clear();
    this.request = request;
    if (play && this.element.paused) this.play();
    return true;
  }

  /**
   * Reports the recording time `ts` and stops at the request's stopTs: now when reached, else by
   * a timer when it comes before the next update. True when the playback stopped.
   */
  protected reportTime(ts: number): boolean {
    this.callbacks.onTime(ts);
    const stopTs = 'stopTs' in this.request ? this.request.stopTs : undefined;
    if (reachedStop(ts, stopTs)) {
      this.stopAt(ts);
      return true;
    }
    this.stopTimer.arm(stopTs, ts, this.element, () => this.stopAt(stopTs ?? ts));
    return false;
  }

  protected finish(reason: EndReason): void {
    if (this.finished) return;
    this.finished = true;
    this.callbacks.onEnd(reason);
  }

  private stopAt(ts: number): void {
    this.element.pause();
    this.callbacks.onTime(ts);
    this.finish('PLAYBACK_END');
  }
}
