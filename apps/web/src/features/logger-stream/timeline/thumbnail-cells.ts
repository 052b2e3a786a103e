/**
 * The thumbnails strip's layout (spec 02 section 9: thumbnail height 115 by default; sheets of
 * 256 x 144 cells, one per interval): as many frames as the width holds, each cut from the
 * sprite sheet that covers its moment.
 */
import { THUMBNAIL_CELL, type Thumbnail } from '@antena/contract';
import type { TimeRange } from './timeline.types';

/** spec 02 section 9: thumbnail height default 115. */
export const THUMBNAIL_HEIGHT = 115;

export interface ThumbnailFrame {
  url: string;
  /** Cell position in the sheet, as CSS background values at the drawn size. */
  backgroundSize: string;
  backgroundPosition: string;
  width: number;
  height: number;
}

export interface ThumbnailCell {
  /** The moment the frame shows (the middle of the cell's stretch). */
  ts: number;
  /** Null where nothing was recorded (a gap). */
  frame: ThumbnailFrame | null;
}

function sheetAt(sheets: readonly Thumbnail[], ts: number): Thumbnail | undefined {
  return sheets.find((sheet) => sheet.startTs <= ts && ts < sheet.endTs);
}

/** CSS pixels to 0.01 px: finer adds nothing on screen. */
const px = (value: number) => `${Math.round(value * 100) / 100}px`;

function frameOf(sheet: Thumbnail, ts: number, height: number): ThumbnailFrame {
  const { interval, rows, columns, width: cellWidth, height: cellHeight } = sheet.metadata;
  const index = Math.min(rows * columns - 1, Math.max(0, Math.floor((ts - sheet.startTs) / Math.max(1, interval))));
  const scale = height / cellHeight;
  const width = cellWidth * scale;
  const column = index % columns;
  const row = Math.floor(index / columns);
  return {
    url: sheet.thumbnailUrl,
    backgroundSize: `${px(columns * width)} ${px(rows * height)}`,
    backgroundPosition: `${px(-column * width)} ${px(-row * height)}`,
    width,
    height,
  };
}

/** The cells of `range` drawn `widthPx` wide with frames `height` high. */
export function thumbnailCells(
  sheets: readonly Thumbnail[],
  range: TimeRange,
  widthPx: number,
  height = THUMBNAIL_HEIGHT,
): ThumbnailCell[] {
  const span = range.to - range.from;
  const sample = sheets[0]?.metadata ?? THUMBNAIL_CELL;
  const frameWidth = (sample.width / sample.height) * height;
  const count = Math.floor(widthPx / frameWidth);
  if (span <= 0 || count <= 0) return [];
  const step = span / count;
  return Array.from({ length: count }, (_, i) => {
    const ts = Math.round(range.from + (i + 0.5) * step);
    const sheet = sheetAt(sheets, ts);
    return { ts, frame: sheet ? frameOf(sheet, ts, height) : null };
  });
}
