/**
 * The focus strip (spec 02 "Logger stream"): the focus range's waveform, the marks (cursor,
 * selection, playhead) and the time axis. A click reports its moment; the wheel zooms around
 * the pointer and shift+wheel (or a sideways scroll) pans.
 */
import { useEffect, useRef, type MouseEvent } from 'react';
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { moveFocus, zoomFocus } from './focus-range';
import { TimeAxis, AXIS_HEIGHT } from './TimeAxis';
import { TimelineMarkers, type FindingMark } from './TimelineMarkers';
import { createTimeScale } from './time-scale';
import { WaveformCanvas } from './WaveformCanvas';
import type { SegmentPeaks } from './waveform-peaks';
import type { Selection, TimeRange } from './timeline.types';

/** How much one wheel notch (100 delta units) scales the focus. */
const ZOOM_PER_NOTCH = 1.25;

export interface FocusStripProps {
  focus: TimeRange;
  preview: TimeRange;
  peaks: readonly SegmentPeaks[];
  gaps: readonly TimeRange[];
  height: number;
  timeZone: string;
  cursor: number | null;
  selection: Selection | null;
  playheadTs: number | null;
  findings?: readonly FindingMark[];
  onFocusInput(range: TimeRange): void;
  onTimelineClick(ts: number, anchor: { x: number; y: number }): void;
}

/** The moment under a pointer at `clientX` over `element`, which spans `range`. */
function tsAt(element: Element, range: TimeRange, clientX: number): number {
  const rect = element.getBoundingClientRect();
  return Math.round(createTimeScale(range, rect.width).toTs(clientX - rect.left));
}

export function FocusStrip(props: FocusStripProps) {
  const { focus, peaks, gaps, height, timeZone, cursor, selection, playheadTs, findings, onTimelineClick } = props;
  const { t } = useTranslation('timeline');
  const { ref: sizeRef, width } = useElementSize<HTMLDivElement>();
  const surface = useRef<HTMLDivElement>(null);
  // The wheel listener is bound once; it reads the latest props from here.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const element = surface.current;
    if (!element) return;
    // React's wheel listener is passive: the page would scroll. This one may prevent that.
    const onWheel = (event: WheelEvent) => {
      const { focus: range, preview, onFocusInput } = latest.current;
      const sideways = event.shiftKey || Math.abs(event.deltaX) > Math.abs(event.deltaY);
      const delta = event.shiftKey && event.deltaX === 0 ? event.deltaY : sideways ? event.deltaX : event.deltaY;
      if (delta === 0) return;
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      if (sideways) {
        const span = range.to - range.from;
        onFocusInput(moveFocus(range, (delta / Math.max(1, rect.width)) * span, preview));
      } else {
        const anchor = tsAt(element, range, event.clientX);
        onFocusInput(zoomFocus(range, ZOOM_PER_NOTCH ** (delta / 100), anchor, preview));
      }
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    onTimelineClick(tsAt(event.currentTarget, focus, event.clientX), { x: event.clientX, y: event.clientY });
  };

  return (
    <Box ref={sizeRef} data-testid="focus-strip" style={{ height }}>
      <Box
        ref={surface}
        pos="relative"
        data-testid="focus-surface"
        title={t('focus.label')}
        onClick={onClick}
        style={{ cursor: 'crosshair', overflow: 'hidden' }}
      >
        <WaveformCanvas peaks={peaks} range={focus} gaps={gaps} height={height - AXIS_HEIGHT} testId="focus-canvas" />
        <TimelineMarkers
          range={focus}
          cursor={cursor}
          selection={selection}
          playheadTs={playheadTs}
          findings={findings}
        />
      </Box>
      <TimeAxis range={focus} width={width} timeZone={timeZone} />
    </Box>
  );
}
