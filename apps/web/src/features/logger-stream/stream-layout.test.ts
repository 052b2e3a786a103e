import { describe, expect, it } from 'vitest';
import { tabsPlacement } from './stream-layout';

const at = (width: number, height: number) => ({ width, height });

describe('stream tabs placement (issue 13.7)', () => {
  it('puts a video station’s tabs beside the video on a wide, tall window', () => {
    expect(tabsPlacement({ video: true, hasTabs: true, viewport: at(1920, 1080) })).toBe('beside-video');
    expect(tabsPlacement({ video: true, hasTabs: true, viewport: at(1600, 900) })).toBe('beside-video');
    expect(tabsPlacement({ video: true, hasTabs: true, viewport: at(2560, 1440) })).toBe('beside-video');
  });

  it('keeps them below the timeline on a narrow or short window, so the timeline stays in view', () => {
    expect(tabsPlacement({ video: true, hasTabs: true, viewport: at(1366, 768) })).toBe('below-timeline');
    expect(tabsPlacement({ video: true, hasTabs: true, viewport: at(1599, 1080) })).toBe('below-timeline');
    expect(tabsPlacement({ video: true, hasTabs: true, viewport: at(1920, 899) })).toBe('below-timeline');
  });

  it('keeps a radio station’s tabs below the timeline at any size', () => {
    expect(tabsPlacement({ video: false, hasTabs: true, viewport: at(1920, 1080) })).toBe('below-timeline');
    expect(tabsPlacement({ video: false, hasTabs: true, viewport: at(1366, 768) })).toBe('below-timeline');
  });

  it('leaves the column beside the video to the readout when there is no tab', () => {
    expect(tabsPlacement({ video: true, hasTabs: false, viewport: at(1920, 1080) })).toBe('below-timeline');
  });
});
