/**
 * Where the stream screen puts its feature tabs (issue 13.7, docs/decisions.md "Layout"): a video
 * station on a wide and tall enough window has them in the column beside the video, under the
 * readout of times, where the space would otherwise stay empty; a radio station, a narrow window
 * or a short one has them below the timeline, so the timeline stays in view at 1366x768.
 */
import { useSyncExternalStore } from 'react';

export type TabsPlacement = 'beside-video' | 'below-timeline';

/**
 * The smallest window with the tabs beside the video. At 900 px high the video is 290 px high
 * (VIDEO_HEIGHT_CSS: the window's height less 610 px), room for the tab bar and a few rows; at
 * 1600 px wide about 700 px are left beside it, room for the matches table (720 px, scrolled).
 */
export const TABS_BESIDE_VIDEO_MIN = { width: 1600, height: 900 } as const;

export interface TabsPlacementInput {
  video: boolean;
  /** Whether the station has any tab to show. */
  hasTabs: boolean;
  viewport: { width: number; height: number };
}

export function tabsPlacement({ video, hasTabs, viewport }: TabsPlacementInput): TabsPlacement {
  if (!video || !hasTabs) return 'below-timeline';
  const wide = viewport.width >= TABS_BESIDE_VIDEO_MIN.width && viewport.height >= TABS_BESIDE_VIDEO_MIN.height;
  return wide ? 'beside-video' : 'below-timeline';
}

const subscribeResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The placement for the window now; the screen renders again only when a resize changes it. */
export function useTabsPlacement(video: boolean, hasTabs: boolean): TabsPlacement {
  const placement = () =>
    tabsPlacement({ video, hasTabs, viewport: { width: window.innerWidth, height: window.innerHeight } });
  return useSyncExternalStore(subscribeResize, placement);
}
