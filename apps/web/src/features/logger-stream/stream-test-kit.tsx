/**
 * Test kit of the stream screen: the app's protected layout with the logger routes at a path,
 * a fake API answering the station, flags and permission calls, and a fake player recording the
 * requests the screen sends (jsdom has no MediaSource). Tests that use it mock the player hooks
 * and the timeline (see LoggerStreamScreen.test.tsx); the timeline has its own tests.
 */
import 'fake-indexeddb/auto';
import { vi } from 'vitest';
import type { FeatureFlag, MeUser, Segment } from '@antena/contract';
import { readAuthAs } from '../../lib/auth-as';
import {
  aStation,
  aUserStation,
  createFakeApi,
  featureFlagsAnswer,
  type Answer,
  type RecordedCall,
} from '../../test/app-kit';
import { renderLoggerAt } from '../logger/logger-test-kit';
import type { AuthService } from '../auth/auth.service';
import type { PlaybackState, PlayerEvent, PlayRequest } from '../player/player.types';

/** One segment recorded over the whole range asked: the screen finds a recording wherever it plays. */
export function recordedEverywhere(call: RecordedCall): Segment[] {
  const startTs = Number(call.query.get('from'));
  const endTs = Number(call.query.get('to'));
  return [
    {
      id: `seg-${startTs}`,
      stationId: aStation().id,
      startTs,
      endTs,
      duration: endTs - startTs,
      format: 'mp3',
      waveform: null,
      metadata: { thumbnails: null },
    },
  ];
}

/** A player that records what the screen asks and lets a test emit events. */
export function createFakePlayer() {
  const listeners = new Set<(event: PlayerEvent) => void>();
  const state: PlaybackState = {
    request: null,
    isLoading: false,
    isPlaying: false,
    currentTs: null,
    downloadPercent: null,
  };
  const player = {
    state,
    play: vi.fn((request: PlayRequest) => {
      Object.assign(state, { request, isPlaying: true, currentTs: 'startTs' in request ? request.startTs : null });
    }),
    pause: vi.fn(() => Object.assign(state, { isPlaying: false })),
    resume: vi.fn(() => Object.assign(state, { isPlaying: true })),
    stop: vi.fn(() => Object.assign(state, { request: null, isPlaying: false, currentTs: null })),
    subscribe: (listener: (event: PlayerEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (event: PlayerEvent) => listeners.forEach((listener) => listener(event)),
  };
  return player;
}
export type FakePlayer = ReturnType<typeof createFakePlayer>;

export interface StartStreamOptions {
  user: MeUser;
  station?: Answer;
  flags?: Partial<Record<FeatureFlag, boolean>>;
  permission?: Answer;
  /** The segments of a range; by default one covering it. */
  segments?: Answer;
  /** More answers by `METHOD /path` (a feature tab's calls). */
  answers?: Record<string, Answer>;
}

/** The protected layout with the logger routes at `path`, the hotkeys modal included. */
export function startStream(
  path: string,
  {
    user,
    station = aUserStation(),
    flags = {},
    permission,
    segments = recordedEverywhere,
    answers = {},
  }: StartStreamOptions,
) {
  const api = createFakeApi(
    {
      'GET /auth/me/user': user,
      'GET /stations': [aUserStation()],
      'GET /stations/:id': station,
      'GET /feature-flags': featureFlagsAnswer(flags),
      'GET /users/me/settings': { timezone: 'America/Argentina/Buenos_Aires' },
      'GET /user/permissions/:permission': permission ?? { hasPermission: true },
      'GET /segments/stations/:id/segments': segments,
      'GET /segments/stations/:id/thumbnails': [],
      'GET /auth/media-token': { token: 'token-1', expiresAt: Date.now() + 3_600_000 },
      ...answers,
    },
    { getAuthAs: readAuthAs },
  );
  const auth = { getAccessToken: async () => 'access-token' } as unknown as AuthService;
  return renderLoggerAt(path, api, { auth });
}
