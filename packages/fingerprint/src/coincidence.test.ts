import { describe, expect, it } from 'vitest';
import { AnchorHistory } from './anchor-history';
import { examine } from './coincidence';
import { frames } from './params';
import { recording, reference } from './test-anchors';

const spot = reference(1, 20);
const at = frames(20);

describe('examine', () => {
  it('reaches the start and end of an airing whose first and last seconds matched no landmark', () => {
    const history = recording(spot, at, 0, 0.4);
    const e = examine(spot, frames(20), history, { speed: 1, intercept: at, trMin: frames(4), trEnd: frames(15) });
    expect(e.reachedStart).toBe(true);
    expect(e.from).toBeLessThan(frames(0.6));
    expect(e.reachedEnd).toBe(true);
    expect(e.to).toBeGreaterThan(frames(19.4));
  });

  it('stops where a partial play was cut in, and does not take the other audio before it', () => {
    const history = recording(spot, at, frames(8), 0.4);
    const e = examine(spot, frames(20), history, { speed: 1, intercept: at, trMin: frames(10), trEnd: frames(13) });
    expect(e.reachedStart).toBe(false);
    expect(Math.abs(e.from - frames(8))).toBeLessThan(frames(0.3));
  });

  it('leaves an airing where the reference matched when the anchors around it are absent', () => {
    const history = recording(spot, at, frames(50), 0.4);
    const e = examine(spot, frames(20), history, { speed: 1, intercept: at, trMin: frames(6), trEnd: frames(9) });
    expect(e).toMatchObject({ from: frames(6), to: frames(9), reachedStart: false, reachedEnd: false });
  });

  it("corrects a short match's rate guess to the unchanged rate the anchors follow", () => {
    const history = recording(spot, at, 0, 0.5);
    // The votes guessed 1.5 % slow around reference second 10, which holds at the centre only.
    const centre = frames(10);
    const line = { speed: 0.985, intercept: at + centre - centre / 0.985, trMin: frames(8), trEnd: frames(12) };
    const e = examine(spot, frames(20), history, line);
    expect(e.speed).toBe(1);
    expect(e.intercept).toBeCloseTo(at, 6);
    expect(e.reachedStart && e.reachedEnd).toBe(true);
  });

  it('finds the line when a wrong rate hypothesis left it several frames off', () => {
    const history = recording(spot, at, 0, 0.4);
    const e = examine(spot, frames(20), history, { speed: 1, intercept: at + 6, trMin: frames(2), trEnd: frames(18) });
    expect(Math.abs(e.intercept - at)).toBeLessThanOrEqual(1);
    expect(e.coincidence).toBeGreaterThan(0.3);
  });

  it('finds few of the anchors where the reference did not play', () => {
    const history = recording(spot, at, 0, 0.4);
    const e = examine(spot, frames(20), history, {
      speed: 1,
      intercept: at - frames(20),
      trMin: frames(2),
      trEnd: frames(18),
    });
    expect(e.coincidence).toBeLessThan(0.15);
  });
});

describe('AnchorHistory', () => {
  it('finds an anchor within the tolerance and in either band asked', () => {
    const history = new AnchorHistory();
    history.add(100, 10);
    history.add(100, 10);
    history.add(105, 20);
    expect(history.has(101.5, 2, 9, 10)).toBe(true);
    expect(history.has(102.5, 2, 9, 10)).toBe(false);
    expect(history.has(104, 2, 11, 12)).toBe(false);
    expect(history.has(104, 2, 19, 20)).toBe(true);
  });

  it('keeps ten minutes, however many anchors that is', () => {
    const history = new AnchorHistory();
    for (let t = 0; t <= frames(900); t += 2) history.add(t, 5);
    expect(history.newest).toBe(frames(900));
    expect(history.oldest).toBe(frames(300));
    expect(history.has(frames(299), 1, 5, 5)).toBe(false);
    expect(history.has(frames(301), 1, 5, 5)).toBe(true);
  });
});
