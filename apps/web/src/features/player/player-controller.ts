/**
 * One playback at a time (spec 01 section 4), outside React so its rules can be tested with fake
 * engines: a request of the same kind updates the running playback when the engine can, anything
 * else replaces it; time reports are throttled to 150 ms; stop, the end or an error return to idle.
 */
import type { PlayerAction } from './player-state';
import type { EngineCallbacks, PlaybackEngine } from './player-engine';
import { isInterruptedPlay } from './player-errors';
import type { PlayerEvent, PlayRequest } from './player.types';
import { throttle } from '../../lib/throttle';

// spec: audio time update throttle 150 ms.
export const TIME_UPDATE_THROTTLE_MS = 150;

export interface PlayerControllerDeps {
  dispatch(action: PlayerAction): void;
  /** The engine for a request; null for video while no VideoPlayer element is mounted. */
  createEngine(request: PlayRequest, callbacks: EngineCallbacks): PlaybackEngine | null;
  /** A playback failed: tell the user and report it (an interrupted play never gets here). */
  onFailure(error: unknown): void;
}

// Read by shape: a DOMException from the media element need not be an Error of this realm.
const messageOf = (error: unknown): string =>
  typeof (error as { message?: unknown } | null)?.message === 'string' ? (error as Error).message : String(error);

interface Running {
  engine: PlaybackEngine;
  request: PlayRequest;
}

export class PlayerController {
  private readonly listeners = new Set<(event: PlayerEvent) => void>();
  private current: Running | null = null;
  /** A finished video engine kept until the next request, so the last frame stays on screen. */
  private parked: PlaybackEngine | null = null;
  private pendingVideo: PlayRequest | null = null;
  private generation = 0;
  // Whole milliseconds: the playhead becomes a selection edge or a play start sent to the API.
  private readonly reportTime = throttle((raw: number) => {
    const ts = Math.round(raw);
    this.deps.dispatch({ type: 'time', ts });
    this.emit({ type: 'TIME_UPDATE', ts });
  }, TIME_UPDATE_THROTTLE_MS);

  constructor(private readonly deps: PlayerControllerDeps) {}

  subscribe = (listener: (event: PlayerEvent) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  emit = (event: PlayerEvent): void => {
    for (const listener of [...this.listeners]) listener(event);
  };

  play = (request: PlayRequest): void => {
    const running = this.current;
    if (running && running.request.kind === request.kind && running.engine.update(request as never)) {
      running.request = request;
      this.deps.dispatch({ type: 'update', request });
      return;
    }
    this.teardown();
    this.deps.dispatch({ type: 'request', request });
    this.launch(request);
  };

  pause = (): void => {
    if (!this.current) return;
    this.current.engine.pause();
    this.deps.dispatch({ type: 'playing', isPlaying: false });
  };

  resume = (): void => {
    this.current?.engine.resume();
  };

  stop = (): void => {
    if (!this.current && !this.pendingVideo) return;
    this.teardown();
    this.deps.dispatch({ type: 'idle' });
    this.emit({ type: 'STOP' });
  };

  /** A VideoPlayer mounted: a video request waiting for it starts now. */
  videoAttached(): void {
    const request = this.pendingVideo;
    this.pendingVideo = null;
    if (request) this.launch(request);
  }

  /** The VideoPlayer went away: its playback cannot go on. */
  videoDetached(): void {
    this.parked?.destroy();
    this.parked = null;
    if (this.current?.request.kind === 'video') this.stop();
  }

  /** Ends the playback with the provider; listeners unsubscribe themselves. */
  destroy(): void {
    this.teardown();
  }

  private launch(request: PlayRequest): void {
    this.generation += 1;
    const callbacks = this.callbacksFor(this.generation);
    let engine: PlaybackEngine | null;
    try {
      engine = this.deps.createEngine(request, callbacks);
    } catch (error) {
      callbacks.onError(error);
      return;
    }
    if (!engine) {
      this.pendingVideo = request;
      return;
    }
    this.current = { engine, request };
    engine.start().catch(callbacks.onError);
  }

  /** Reports from an engine that has been replaced are dropped. */
  private callbacksFor(generation: number): EngineCallbacks {
    const live = () => generation === this.generation;
    return {
      onLoaded: () => live() && this.deps.dispatch({ type: 'loaded' }),
      onPlaying: (isPlaying) => live() && this.deps.dispatch({ type: 'playing', isPlaying }),
      onTime: (ts) => live() && this.reportTime(ts),
      onDownloadPercent: (percent) => live() && this.deps.dispatch({ type: 'download', percent }),
      onEnd: (reason) => {
        if (!live()) return;
        const ended = this.current;
        this.current = null;
        this.teardown();
        if (ended?.request.kind === 'video') this.parked = ended.engine;
        else ended?.engine.destroy();
        this.deps.dispatch({ type: 'idle' });
        this.emit({ type: reason });
      },
      onError: (error) => {
        if (!live() || isInterruptedPlay(error)) return;
        this.teardown();
        this.deps.dispatch({ type: 'idle' });
        this.emit({ type: 'ERROR', message: messageOf(error) });
        this.deps.onFailure(error);
      },
    };
  }

  private teardown(): void {
    this.generation += 1;
    this.reportTime.cancel();
    this.current?.engine.destroy();
    this.current = null;
    this.parked?.destroy();
    this.parked = null;
    this.pendingVideo = null;
  }
}
