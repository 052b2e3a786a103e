import { describe, expect, it } from 'vitest';
import { frames } from './params';
import { FileTimeline } from './output';

describe('FileTimeline', () => {
  it('places an airing in the file where it starts, times relative to that file', () => {
    const t = new FileTimeline();
    t.addFile('hour_00.mp3', 0);
    t.addFile('hour_01.mp3', frames(3600));
    const airing = {
      ref: 0,
      start: frames(3590),
      end: frames(3620),
      refStart: 0,
      refEnd: frames(30),
      score: 40,
      speed: 1,
      hits: 100,
    };
    expect(t.record(airing, ['spot'])).toEqual({
      file: 'hour_00.mp3',
      ref: 'spot',
      start: 3590,
      end: 3620,
      refStart: 0,
      refEnd: 30,
      played: 30,
      score: 40,
      speed: 1,
    });
    expect(t.record({ ...airing, start: frames(3604), end: frames(3634) }, ['spot'])).toMatchObject({
      file: 'hour_01.mp3',
      start: 4,
      end: 34,
    });
  });
});
