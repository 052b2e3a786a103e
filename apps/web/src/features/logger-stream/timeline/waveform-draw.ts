/**
 * Paints a strip's waveform on a 2D canvas: one bar per device pixel column from its min/max,
 * a flat line where a waveform is still being computed, and hatching over gaps. Bars go into
 * one path and one fill, so a frame costs a few thousand rect() calls at most.
 */
import { COLUMN_PENDING, COLUMN_WAVEFORM, type ColumnPeaks } from './waveform-peaks';

export interface WaveformColors {
  waveform: string;
  pending: string;
  gap: string;
}

/** Gaps in device pixels: [x0, x1) pairs. */
export type PixelSpans = readonly (readonly [number, number])[];

const patterns = new WeakMap<CanvasRenderingContext2D, { color: string; pattern: CanvasPattern | null }>();

function hatchPattern(ctx: CanvasRenderingContext2D, color: string): CanvasPattern | null {
  const cached = patterns.get(ctx);
  if (cached && cached.color === color) return cached.pattern;
  const tile = document.createElement('canvas');
  tile.width = 8;
  tile.height = 8;
  const tileCtx = tile.getContext('2d');
  let pattern: CanvasPattern | null = null;
  if (tileCtx) {
    tileCtx.strokeStyle = color;
    tileCtx.lineWidth = 1;
    tileCtx.beginPath();
    tileCtx.moveTo(0, 8);
    tileCtx.lineTo(8, 0);
    tileCtx.stroke();
    pattern = ctx.createPattern(tile, 'repeat');
  }
  patterns.set(ctx, { color, pattern });
  return pattern;
}

export function drawWaveform(
  ctx: CanvasRenderingContext2D,
  columns: ColumnPeaks,
  size: { width: number; height: number; pixelRatio: number },
  gaps: PixelSpans,
  colors: WaveformColors,
): void {
  const { width, height, pixelRatio } = size;
  ctx.clearRect(0, 0, width, height);

  const hatch = hatchPattern(ctx, colors.gap);
  if (hatch) {
    ctx.fillStyle = hatch;
    for (const [x0, x1] of gaps) if (x1 > x0) ctx.fillRect(x0, 0, x1 - x0, height);
  }

  const middle = height / 2;
  const amplitude = middle * 0.95;
  const count = Math.min(width, columns.kind.length);

  ctx.fillStyle = colors.waveform;
  ctx.beginPath();
  for (let x = 0; x < count; x++) {
    if (columns.kind[x] !== COLUMN_WAVEFORM) continue;
    const top = middle - columns.max[x]! * amplitude;
    const bottom = middle - columns.min[x]! * amplitude;
    ctx.rect(x, top, 1, Math.max(pixelRatio, bottom - top));
  }
  ctx.fill();

  ctx.fillStyle = colors.pending;
  ctx.beginPath();
  for (let x = 0; x < count; x++) {
    if (columns.kind[x] === COLUMN_PENDING) ctx.rect(x, middle - pixelRatio / 2, 1, pixelRatio);
  }
  ctx.fill();
}
