/**
 * The preview strip's brush: a window over the preview range that is the focus range. Drag it
 * to move, drag an edge to resize, press on the strip outside it to centre it there. It is a
 * focusable slider: left/right move it a minute (shift: its own length), up/down zoom, Home/End
 * go to the preview's edges.
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { moveFocus, resizeFocus, zoomFocus } from './focus-range';
import { createTimeScale, toPercent } from './time-scale';
import { formatClock } from './zoned-time';
import type { TimeRange } from './timeline.types';

/** Keyboard steps of the brush. */
export const BRUSH_STEP_MS = 60_000;
const BRUSH_ZOOM = 1.25;
const HANDLE_PX = 8;

type Drag = { kind: 'move' | 'from' | 'to'; startX: number; startFocus: TimeRange; width: number; left: number };

export interface FocusBrushProps {
  preview: TimeRange;
  focus: TimeRange;
  timeZone: string;
  onFocusInput(range: TimeRange): void;
}

export function FocusBrush({ preview, focus, timeZone, onFocusInput }: FocusBrushProps) {
  const { t } = useTranslation('timeline');
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const span = focus.to - focus.from;

  const begin = (event: PointerEvent<HTMLElement>, kind: Drag['kind'], startFocus: TimeRange) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    track.current?.setPointerCapture?.(event.pointerId);
    drag.current = { kind, startX: event.clientX, startFocus, width: rect.width, left: rect.left };
  };

  const onTrackPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const ts = createTimeScale(preview, rect.width).toTs(event.clientX - rect.left);
    const centred = moveFocus(focus, ts - (focus.from + span / 2), preview);
    onFocusInput(centred);
    begin(event, 'move', centred);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const scale = createTimeScale(preview, current.width);
    if (current.kind === 'move') {
      const deltaMs = ((event.clientX - current.startX) / Math.max(1, current.width)) * (preview.to - preview.from);
      onFocusInput(moveFocus(current.startFocus, deltaMs, preview));
    } else {
      onFocusInput(resizeFocus(current.startFocus, current.kind, scale.toTs(event.clientX - current.left), preview));
    }
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current = null;
    track.current?.releasePointerCapture?.(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? span : BRUSH_STEP_MS;
    const centre = focus.from + span / 2;
    const next: Record<string, () => TimeRange> = {
      ArrowLeft: () => moveFocus(focus, -step, preview),
      ArrowRight: () => moveFocus(focus, step, preview),
      ArrowUp: () => zoomFocus(focus, 1 / BRUSH_ZOOM, centre, preview),
      ArrowDown: () => zoomFocus(focus, BRUSH_ZOOM, centre, preview),
      Home: () => moveFocus(focus, preview.from - focus.from, preview),
      End: () => moveFocus(focus, preview.to - focus.to, preview),
    };
    const action = next[event.key];
    if (!action) return;
    // The screen's own arrow hotkeys (cursor moves) must not fire while the brush has the keys.
    event.preventDefault();
    event.stopPropagation();
    onFocusInput(action());
  };

  const left = toPercent(preview, focus.from);
  const right = 100 - toPercent(preview, focus.to);
  const handle = (edge: 'from' | 'to') => (
    <Box
      data-testid={`brush-handle-${edge}`}
      pos="absolute"
      top={0}
      bottom={0}
      onPointerDown={(event) => begin(event, edge, focus)}
      style={{ [edge === 'from' ? 'left' : 'right']: -HANDLE_PX / 2, width: HANDLE_PX, cursor: 'ew-resize' }}
    />
  );

  return (
    <Box
      ref={track}
      pos="absolute"
      inset={0}
      onPointerDown={onTrackPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      style={{ touchAction: 'none' }}
    >
      <Box
        role="slider"
        tabIndex={0}
        aria-label={t('brush.label')}
        aria-valuemin={preview.from}
        aria-valuemax={preview.to - span}
        aria-valuenow={focus.from}
        aria-valuetext={t('brush.value', {
          from: formatClock(focus.from, timeZone, false),
          to: formatClock(focus.to, timeZone, false),
        })}
        data-testid="focus-brush"
        pos="absolute"
        top={0}
        bottom={0}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => begin(event, 'move', focus)}
        style={{
          left: `${left}%`,
          right: `${right}%`,
          // A minute of a full day is under a pixel: keep the brush big enough to grab.
          minWidth: HANDLE_PX,
          cursor: 'grab',
          background: 'color-mix(in srgb, var(--mantine-primary-color-filled) 18%, transparent)',
          border: '1px solid var(--mantine-primary-color-filled)',
          borderRadius: 2,
        }}
      >
        {handle('from')}
        {handle('to')}
      </Box>
    </Box>
  );
}
