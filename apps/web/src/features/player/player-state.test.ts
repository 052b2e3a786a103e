import { describe, expect, it } from 'vitest';
import { IDLE, playerReducer, type PlayerAction } from './player-state';
import type { AudioRequest } from './player.types';

const request: AudioRequest = { kind: 'audio', stationId: 's1', startTs: 1000, mediaFormat: 'mp3' };
const run = (...actions: PlayerAction[]) => actions.reduce(playerReducer, IDLE);

describe('playerReducer', () => {
  it('loads a request at its start, then plays, pauses and resumes', () => {
    expect(run({ type: 'request', request })).toMatchObject({
      request,
      isLoading: true,
      isPlaying: false,
      currentTs: 1000,
    });
    const playing = run({ type: 'request', request }, { type: 'playing', isPlaying: true });
    expect(playing).toMatchObject({ isLoading: false, isPlaying: true });
    expect(playerReducer(playing, { type: 'playing', isPlaying: false })).toMatchObject({ isPlaying: false });
  });

  it('follows the time and the download progress, and returns to idle on stop or end', () => {
    const state = run({ type: 'request', request }, { type: 'time', ts: 5000 }, { type: 'download', percent: 40 });
    expect(state).toMatchObject({ currentTs: 5000, downloadPercent: 40 });
    expect(playerReducer(state, { type: 'idle' })).toEqual(IDLE);
  });

  it('keeps its position when the running playback takes an updated request', () => {
    const state = run({ type: 'request', request }, { type: 'playing', isPlaying: true }, { type: 'time', ts: 5000 });
    const updated = playerReducer(state, { type: 'update', request: { ...request, stopTs: 9000 } });
    expect(updated).toMatchObject({ isPlaying: true, currentTs: 5000, request: { stopTs: 9000 } });
  });

  it('ignores late engine reports once idle', () => {
    expect(run({ type: 'time', ts: 5 }, { type: 'playing', isPlaying: true })).toEqual(IDLE);
  });
});
