import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  initialManualMatch,
  manualMatchBody,
  serverFieldErrors,
  validateManualMatch,
  type ManualMatchValues,
} from './manual-match-form';

const TZ = 'America/Argentina/Buenos_Aires';
const AT = Date.UTC(2026, 2, 10, 15, 4, 7); // 12:04:07 in Buenos Aires
const NOW = Date.UTC(2026, 2, 10, 18, 0);
const AUDIO = '8b1b2c3d-0000-4000-8000-00000000000a';

const valid = (overrides: Partial<ManualMatchValues> = {}): ManualMatchValues => ({
  ...initialManualMatch(AT, TZ),
  audioId: AUDIO,
  playedSeconds: 29.5,
  ...overrides,
});

describe('manual match form', () => {
  it('starts at the moment on the station clock to the second, score 100, no audio', () => {
    expect(initialManualMatch(AT, TZ)).toEqual({
      audioId: null,
      date: '2026-03-10',
      time: '12:04:07',
      score: 100,
      playedSeconds: '',
      useAudioDuration: false,
    });
  });

  it('sends the moment in epoch ms and the played duration in ms', () => {
    expect(validateManualMatch(valid(), TZ, NOW)).toEqual({});
    expect(manualMatchBody(valid({ score: '87.5' }), TZ)).toEqual({
      audioId: AUDIO,
      datetime: AT,
      score: 87.5,
      playedDuration: 29_500,
    });
  });

  it.each([
    [{ audioId: null }, { audioId: 'audioRequired' }],
    [{ time: '' }, { datetime: 'datetimeRequired' }],
    [{ date: '2026-03-10', time: '15:00:01' }, { datetime: 'future' }],
    [{ score: '' }, { score: 'score' }],
    [{ score: -1 }, { score: 'score' }],
    [{ score: 100.5 }, { score: 'score' }],
    [{ playedSeconds: '' }, { playedSeconds: 'playedDuration' }],
    [{ playedSeconds: 0 }, { playedSeconds: 'playedDuration' }],
    [{ playedSeconds: 86_401 }, { playedSeconds: 'playedDuration' }],
  ] as const)('refuses %o', (change, errors) => {
    expect(validateManualMatch(valid(change as Partial<ManualMatchValues>), TZ, NOW)).toEqual(errors);
  });

  it("reads a 400's field paths, and nothing else, as field errors", () => {
    const refused = new ApiError({
      status: 400,
      code: 'ERR_VALIDATION',
      message: 'Invalid body',
      path: '/v2/stations/s/audit/matches/create-manual',
      details: [
        { path: 'body.datetime', message: 'Not in the future' },
        { path: 'body.audioId', message: 'Unknown audio' },
        { path: 'query.other', message: 'Ignored' },
      ],
    });
    expect(serverFieldErrors(refused)).toEqual({ datetime: 'future', audioId: 'audioUnknown' });
    expect(serverFieldErrors(new ApiError({ status: 500, code: 'ERR_INTERNAL', message: '', path: '/' }))).toEqual({});
  });
});
