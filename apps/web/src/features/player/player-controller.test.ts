import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerController } from './player-controller';
import type { EngineCallbacks, PlaybackEngine } from './player-engine';
import { PlayerError } from './player-errors';
import { IDLE, playerReducer, type PlayerAction } from './player-state';
import type { AudioRequest, PlaybackState, PlayerEvent, PlayRequest, VideoRequest } from './player.types';

const audio: AudioRequest = { kind: 'audio', stationId: 's1', startTs: 1_000, mediaFormat: 'mp3' };
const video: VideoRequest = { kind: 'video', stationId: 's2', fromTs: 0, startTs: 1_000, autoplay: true };

class FakeEngine implements PlaybackEngine {
  updates: PlayRequest[] = [];
  destroyed = false;
  acceptsUpdates = true;
  constructor(
    readonly request: PlayRequest,
    readonly callbacks: EngineCallbacks,
  ) {}
  start = vi.fn(async () => {});
  update(request: PlayRequest) {
    this.updates.push(request);
    return this.acceptsUpdates;
  }
  pause = vi.fn();
  resume = vi.fn();
  destroy() {
    this.destroyed = true;
  }
}

function setup({ hasVideoElement = true } = {}) {
  let state: PlaybackState = IDLE;
  const engines: FakeEngine[] = [];
  const events: PlayerEvent[] = [];
  const onFailure = vi.fn();
  const controller = new PlayerController({
    dispatch: (action: PlayerAction) => {
      state = playerReducer(state, action);
    },
    createEngine: (request, callbacks) => {
      if (request.kind === 'video' && !hasVideoElement) return null;
      const engine = new FakeEngine(request, callbacks);
      engines.push(engine);
      return engine;
    },
    onFailure,
  });
  controller.subscribe((event) => events.push(event));
  return { controller, engines, events, onFailure, state: () => state };
}

describe('PlayerController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads a request, then plays it', () => {
    const { controller, engines, state } = setup();
    controller.play(audio);
    expect(state()).toMatchObject({ request: audio, isLoading: true, currentTs: 1_000 });
    engines[0]!.callbacks.onPlaying(true);
    expect(state()).toMatchObject({ isLoading: false, isPlaying: true });
  });

  it('updates the running playback with a request of the same kind instead of restarting it', () => {
    const { controller, engines, state } = setup();
    controller.play(audio);
    controller.play({ ...audio, stopTs: 200_000 });
    expect(engines).toHaveLength(1);
    expect(engines[0]!.updates).toEqual([{ ...audio, stopTs: 200_000 }]);
    expect(state().request).toMatchObject({ stopTs: 200_000 });
  });

  it('restarts when the engine cannot take the update, or for another kind', () => {
    const { controller, engines } = setup();
    controller.play(audio);
    engines[0]!.acceptsUpdates = false;
    controller.play({ ...audio, startTs: 99_000 });
    expect(engines).toHaveLength(2);
    expect(engines[0]!.destroyed).toBe(true);
    controller.play(video);
    expect(engines).toHaveLength(3);
    expect(engines[1]!.updates).toEqual([]);
    expect(engines[1]!.destroyed).toBe(true);
  });

  it('throttles time updates to one per 150 ms and keeps the latest', () => {
    const { controller, engines, events, state } = setup();
    controller.play(audio);
    const { onTime } = engines[0]!.callbacks;
    onTime(2_000);
    onTime(2_100);
    onTime(2_200);
    expect(events).toEqual([{ type: 'TIME_UPDATE', ts: 2_000 }]);
    vi.advanceTimersByTime(150);
    expect(events).toEqual([
      { type: 'TIME_UPDATE', ts: 2_000 },
      { type: 'TIME_UPDATE', ts: 2_200 },
    ]);
    expect(state().currentTs).toBe(2_200);
  });

  it('reports the playhead in whole milliseconds (issue 13.4: it becomes a play start or a selection edge)', () => {
    const { controller, engines, events, state } = setup();
    controller.play(audio);
    engines[0]!.callbacks.onTime(1_795_502_558_275.1655);
    expect(events).toEqual([{ type: 'TIME_UPDATE', ts: 1_795_502_558_275 }]);
    expect(state().currentTs).toBe(1_795_502_558_275);
  });

  it('returns to idle on stop, on the end, and drops late reports of the old engine', () => {
    const { controller, engines, events, state } = setup();
    controller.play(audio);
    controller.stop();
    expect(state()).toEqual(IDLE);
    engines[0]!.callbacks.onTime(5_000);
    engines[0]!.callbacks.onEnd('NO_MORE_SEGMENTS');
    expect(events).toEqual([{ type: 'STOP' }]);

    controller.play(audio);
    engines[1]!.callbacks.onEnd('NO_MORE_SEGMENTS');
    expect(state()).toEqual(IDLE);
    expect(engines[1]!.destroyed).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'NO_MORE_SEGMENTS' });
  });

  it('reports an error as ERROR and a failure, but ignores an interrupted play quietly', () => {
    const { controller, engines, events, onFailure, state } = setup();
    controller.play(audio);
    engines[0]!.callbacks.onError(new DOMException('The play() request was interrupted', 'AbortError'));
    expect(state().request).toBe(audio);
    expect(onFailure).not.toHaveBeenCalled();
    engines[0]!.callbacks.onError(new PlayerError('nextSegmentFailed'));
    expect(events).toEqual([{ type: 'ERROR', message: 'Could not fecth next segment' }]);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(state()).toEqual(IDLE);
  });

  it('waits for the VideoPlayer element before starting a video', () => {
    const { controller, engines, state } = setup({ hasVideoElement: false });
    controller.play(video);
    expect(engines).toHaveLength(0);
    expect(state().isLoading).toBe(true);
    controller.stop();
    expect(state()).toEqual(IDLE);
  });

  it('keeps an ended video on its last frame until the next request', () => {
    const { controller, engines, events } = setup();
    controller.play(video);
    engines[0]!.callbacks.onEnd('PLAYBACK_END');
    expect(events).toEqual([{ type: 'PLAYBACK_END' }]);
    expect(engines[0]!.destroyed).toBe(false);
    controller.play(audio);
    expect(engines[0]!.destroyed).toBe(true);
  });
});
