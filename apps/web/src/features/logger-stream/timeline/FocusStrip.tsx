/**
 * The focus strip (spec 02 "Logger stream"): the focus range's waveform, the marks (cursor,
 * selection, playhead) and the time axis. A click reports its moment; a drag selects (shown as
 * it goes, reported when released), and dragging a handle of the selection moves that edge; the
 * wheel zooms around the pointer and shift+wheel (or a sideways scroll) pans.
 */
import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { moveFocus, zoomFocus } from './focus-range';
import { TimeAxis, AXIS_HEIGHT } from './TimeAxis';
import { TimelineMarkers, type FindingMark } from './TimelineMarkers';
import { SelectionHandles, type SelectionEdge } from './SelectionHandles';
import { draggedSelection, normalizeSelection } from './selection-rules';
import { createTimeScale } from './time-scale';
import { WaveformCanvas } from './WaveformCanvas';
import type { SegmentPeaks } from './waveform-peaks';
import type { Selection, TimeRange } from './timeline.types';

/** How much one wheel notch (100 delta units) scales the focus. */
const ZOOM_PER_NOTCH = 1.25;
/** A press that moves less than this is a click (the cursor), not a drag (a selection). */
const DRAG_THRESHOLD_PX = 4;

/** A drag under way: the moment it holds still (where it began, or the edge a handle leaves). */
type Drag = { anchor: number; startX: number; moved: boolean };

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
  /** A selection made by dragging on the strip or by moving one of its handles. */
  onSelectionChange(selection: Selection): void;
}

/** The moment under a pointer at `clientX` over `element`, which spans `range`. */
function tsAt(element: Element, range: TimeRange, clientX: number): number {
  const rect = element.getBoundingClientRect();
  return Math.round(createTimeScale(range, rect.width).toTs(clientX - rect.left));
}

export function FocusStrip(props: FocusStripProps) {
  const { focus, peaks, gaps, height, timeZone, cursor, selection, playheadTs, findings, onTimelineClick } = props;
  const { onSelectionChange } = props;
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

  const drag = useRef<Drag | null>(null);
  // The selection while a drag is under way; the screen hears of it once, on release.
  const [draft, setDraft] = useState<Selection | null>(null);
  // The click the browser sends after a drag's release is not a click on the strip.
  const dragged = useRef(false);
  const shown = draft ?? selection;
  const band = shown ? normalizeSelection(shown.tsA, shown.tsB) : null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragged.current = false;
    if (event.button !== 0) return;
    const edge = (event.target as HTMLElement).dataset.edge as SelectionEdge | undefined;
    const startTs = tsAt(event.currentTarget, focus, event.clientX);
    // A handle leaves the other edge where it is; elsewhere the drag starts where it is pressed.
    const anchor = band && edge ? (edge === 'start' ? band.end : band.start) : startTs;
    drag.current = { anchor, startX: event.clientX, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    if (!current.moved && Math.abs(event.clientX - current.startX) < DRAG_THRESHOLD_PX) return;
    current.moved = true;
    setDraft(draggedSelection(current.anchor, tsAt(event.currentTarget, focus, event.clientX)));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>, commit: boolean) => {
    const current = drag.current;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    if (!current?.moved) return;
    dragged.current = true;
    setDraft(null);
    if (commit) onSelectionChange(draggedSelection(current.anchor, tsAt(event.currentTarget, focus, event.clientX)));
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
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
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endDrag(event, true)}
        onPointerCancel={(event) => endDrag(event, false)}
        style={{ cursor: 'crosshair', overflow: 'hidden', touchAction: 'pan-y' }}
      >
        <WaveformCanvas peaks={peaks} range={focus} gaps={gaps} height={height - AXIS_HEIGHT} testId="focus-canvas" />
        <TimelineMarkers range={focus} cursor={cursor} selection={shown} playheadTs={playheadTs} findings={findings} />
        {band && (
          <SelectionHandles range={focus} band={band} timeZone={timeZone} onSelectionChange={onSelectionChange} />
        )}
      </Box>
      <TimeAxis range={focus} width={width} timeZone={timeZone} />
    </Box>
  );
}
