import { describe, expect, it } from 'vitest';
import {
  HOUR,
  MINUTE,
  canForward,
  canRewind,
  initialRanges,
  isLatestRecordingDisabled,
  latestPreview,
  rangesFrom,
  walkFocus,
} from './stream-range';

const now = Date.UTC(2026, 10, 21, 15, 0, 0);

describe('stream ranges', () => {
  it('opens on the last hour ending 30 s ago, focused on its newest 15 minutes', () => {
    expect(initialRanges(now)).toEqual({
      preview: { from: now - 30_000 - HOUR, to: now - 30_000 },
      focus: { from: now - 30_000 - 15 * MINUTE, to: now - 30_000 },
    });
  });

  it('opens around a cursor with the focus centred on it', () => {
    const cursor = now - 5 * HOUR;
    const { preview, focus } = initialRanges(now, cursor);
    expect(preview.from).toBeLessThanOrEqual(cursor);
    expect(preview.to).toBeGreaterThanOrEqual(cursor);
    expect(preview.to - preview.from).toBe(HOUR);
    expect(focus).toEqual({ from: cursor - 7.5 * MINUTE, to: cursor + 7.5 * MINUTE });
  });

  it('keeps a recent cursor inside what was recorded, and uses the length in seconds', () => {
    const cursor = now - MINUTE;
    const { preview, focus } = initialRanges(now, cursor, 120);
    expect(preview.to).toBe(now - 30_000);
    // Centred where it can be: the focus stops at the newest moment, the cursor still inside.
    expect(focus).toEqual({ from: now - 30_000 - 2 * MINUTE, to: now - 30_000 });
  });

  it('opens a cursor of the last 30 s inside the range, ending now', () => {
    const cursor = now - 17_000;
    const { preview, focus } = initialRanges(now, cursor, 60);
    expect(preview).toEqual({ from: now - HOUR, to: now });
    expect(focus).toEqual({ from: now - MINUTE, to: now });
  });

  it('disables Load latest recording while the range ends within 120000 ms of now', () => {
    expect(isLatestRecordingDisabled(latestPreview(now), now)).toBe(true);
    expect(isLatestRecordingDisabled(latestPreview(now), now + 89_999)).toBe(true);
    expect(isLatestRecordingDisabled(latestPreview(now), now + 90_000)).toBe(false);
  });

  it('enables forward only when the range end plus an hour is before now', () => {
    const preview = { from: now - 3 * HOUR, to: now - 2 * HOUR };
    expect(canForward(preview, now)).toBe(true);
    expect(canForward({ from: now - 2 * HOUR, to: now - HOUR }, now)).toBe(false);
    expect(canForward(latestPreview(now), now)).toBe(false);
  });

  it('enables rewind while earlier recordings may exist', () => {
    const preview = latestPreview(now);
    expect(canRewind(preview, null)).toBe(true);
    expect(canRewind(preview, preview.from - 1)).toBe(true);
    expect(canRewind(preview, preview.from)).toBe(false);
  });

  it('moves the focus and lets the preview follow when it leaves it, never past the latest moment', () => {
    const { preview, focus } = initialRanges(now);
    const back = walkFocus(preview, focus, -50 * MINUTE, now - 30_000);
    expect(back.focus.from).toBe(focus.from - 50 * MINUTE);
    expect(back.preview.from).toBe(back.focus.from);
    expect(back.preview.to - back.preview.from).toBe(HOUR);
    expect(walkFocus(preview, focus, 5 * MINUTE, now - 30_000).focus).toEqual(focus);
  });

  it('opens the picked moment with the hour starting there, or the latest hour for a recent one', () => {
    const picked = now - 5 * HOUR;
    expect(rangesFrom(picked, now)).toEqual({
      preview: { from: picked, to: picked + HOUR },
      focus: { from: picked, to: picked + 15 * MINUTE },
    });
    const recent = now - 10 * MINUTE;
    const { preview, focus } = rangesFrom(recent, now);
    expect(preview).toEqual(latestPreview(now));
    expect(focus).toEqual({ from: now - 30_000 - 15 * MINUTE, to: now - 30_000 });
  });
});
