import { describe, expect, it } from 'vitest';
import { hashGap, hashLandmark, Landmarker } from './landmarks';
import { DT_STEP, FAN_OUT, HASH_BITS, PAIR_MAX_FRAMES } from './params';

describe('hashLandmark', () => {
  it('packs the anchor band, interval and gap into HASH_BITS bits', () => {
    const h = hashLandmark(Math.log2(1000), 20, 0.25);
    expect(h).toBeGreaterThanOrEqual(0);
    expect(h).toBeLessThan(2 ** HASH_BITS);
    expect(hashGap(h)).toBe(20);
    expect(hashLandmark(Math.log2(1000), 20, 0.25)).toBe(h);
    expect(hashLandmark(Math.log2(1100), 20, 0.25)).not.toBe(h);
    expect(hashLandmark(Math.log2(1000), 20 + 2 * DT_STEP, 0.25)).not.toBe(h);
    expect(hashLandmark(Math.log2(1000), 20, 0.3)).not.toBe(h);
  });

  it('rejects landmarks outside its ranges', () => {
    expect(hashLandmark(Math.log2(100), 20, 0)).toBe(-1);
    expect(hashLandmark(Math.log2(1000), 200, 0)).toBe(-1);
  });

  it('undoes a speed change under the matching hypothesis', () => {
    const rate = 1.03;
    const ref = hashLandmark(Math.log2(930), 62, 0.4);
    // Played 3 % faster: frequencies up 3 %, gaps 3 % shorter, the interval unchanged.
    const played = { freq: Math.log2(930 * rate), dt: 62 / rate, interval: 0.4 };
    expect(hashLandmark(played.freq, played.dt, played.interval)).not.toBe(ref);
    expect(hashLandmark(played.freq, played.dt, played.interval, Math.log2(rate), rate)).toBe(ref);
  });

  it('undoes a tempo change (gaps only) under the matching hypothesis', () => {
    const ref = hashLandmark(Math.log2(900), 60, 0.4);
    expect(hashLandmark(Math.log2(900), 60 / 1.03, 0.4)).not.toBe(ref);
    expect(hashLandmark(Math.log2(900), 60 / 1.03, 0.4, 0, 1.03)).toBe(ref);
  });
});

describe('Landmarker', () => {
  it('pairs each anchor with its nearest later peaks in the target zone, at most FAN_OUT', () => {
    const pairs: [number, number][] = [];
    const lm = new Landmarker((t, _f, dt) => pairs.push([t, dt]));
    for (let i = 0; i < 10; i++) lm.addPeak(1 + i * 5, Math.log2(1000), i * 5);
    lm.end();
    const fromFirst = pairs.filter(([t]) => t === 1).map(([, dt]) => dt);
    expect(fromFirst).toEqual([5, 10, 15, 20].slice(0, FAN_OUT));
  });

  it('skips targets beyond the time zone or an octave away', () => {
    const pairs: number[] = [];
    const lm = new Landmarker((_t, _f, dt) => pairs.push(dt));
    lm.addPeak(1, Math.log2(500), 0);
    lm.addPeak(11, Math.log2(1500), 10);
    lm.addPeak(2 + PAIR_MAX_FRAMES, Math.log2(600), 1 + PAIR_MAX_FRAMES);
    lm.end();
    expect(pairs).toEqual([]);
  });

  it('waits for the target zone to be complete before pairing', () => {
    const pairs: number[] = [];
    const lm = new Landmarker((t) => pairs.push(t));
    lm.addPeak(1, Math.log2(500), 0);
    lm.addPeak(4, Math.log2(600), 3);
    lm.decided(10);
    expect(pairs).toEqual([]);
    lm.decided(PAIR_MAX_FRAMES);
    expect(pairs).toEqual([1]);
  });
});
