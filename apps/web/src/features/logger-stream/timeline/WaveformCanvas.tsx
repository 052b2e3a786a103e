/**
 * A canvas that paints the waveform of `range` from the segments' peaks, sized to its box at
 * the device's pixel ratio. Painting waits for the next animation frame and happens once per
 * frame however many props change in between.
 */
import { memo, useEffect, useRef } from 'react';
import { Box, useComputedColorScheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { createTimeScale } from './time-scale';
import { columnPeaks, type SegmentPeaks } from './waveform-peaks';
import { drawWaveform, type WaveformColors } from './waveform-draw';
import type { TimeRange } from './timeline.types';

export interface WaveformCanvasProps {
  peaks: readonly SegmentPeaks[];
  range: TimeRange;
  gaps: readonly TimeRange[];
  height: number;
  testId?: string;
}

// Colours are CSS custom properties, read back through computed styles (a canvas needs values).
const COLOR_VARS = {
  waveform: 'var(--mantine-primary-color-filled)',
  pending: 'var(--mantine-color-dimmed)',
  gap: 'var(--mantine-color-default-border)',
} as const;

function readColors(probe: HTMLElement): WaveformColors {
  const read = (value: string) => {
    probe.style.color = value;
    return getComputedStyle(probe).color || '#888';
  };
  return { waveform: read(COLOR_VARS.waveform), pending: read(COLOR_VARS.pending), gap: read(COLOR_VARS.gap) };
}

// Memoised: the playhead re-renders the timeline every 150 ms while playing; this part need not follow.
export const WaveformCanvas = memo(function WaveformCanvas({
  peaks,
  range,
  gaps,
  height,
  testId,
}: WaveformCanvasProps) {
  const { ref: boxRef, width } = useElementSize<HTMLDivElement>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frame = useRef<number | null>(null);
  const scheme = useComputedColorScheme('light');
  const colors = useRef<{ scheme: string; values: WaveformColors } | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width <= 0) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const pixelRatio = window.devicePixelRatio || 1;
      const deviceWidth = Math.round(width * pixelRatio);
      const deviceHeight = Math.round(height * pixelRatio);
      if (canvas.width !== deviceWidth) canvas.width = deviceWidth;
      if (canvas.height !== deviceHeight) canvas.height = deviceHeight;
      const colorsFor = (probe: HTMLElement) => {
        if (colors.current?.scheme !== scheme) colors.current = { scheme, values: readColors(probe) };
        return colors.current.values;
      };
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      const scale = createTimeScale(range, deviceWidth);
      const gapSpans = gaps.map(
        (gap) => [Math.max(0, scale.toX(gap.from)), Math.min(deviceWidth, scale.toX(gap.to))] as const,
      );
      drawWaveform(
        ctx,
        columnPeaks(peaks, range, deviceWidth),
        { width: deviceWidth, height: deviceHeight, pixelRatio },
        gapSpans,
        colorsFor(canvas),
      );
    });
    return () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, [peaks, range, gaps, width, height, scheme]);

  return (
    <Box ref={boxRef} pos="relative" style={{ height }}>
      <canvas
        ref={canvasRef}
        data-testid={testId}
        aria-hidden
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' }}
      />
    </Box>
  );
});
