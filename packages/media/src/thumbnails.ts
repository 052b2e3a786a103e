/**
 * Thumbnail sprite sheets of video segments: one cell per interval (spec 02: one 256 x 144 cell
 * per second), tiled left to right in a single row, as `metadata.thumbnails` describes them.
 */
import { PREAMBLE } from './presets';
import { run } from './runner';

/** A sheet's layout, the segment's `metadata.thumbnails`: cell size in pixels, interval in ms. */
export interface SheetLayout {
  interval: number;
  rows: number;
  columns: number;
  width: number;
  height: number;
}

/**
 * ffmpeg arguments that write one JPEG sheet of `columns` cells of `width` x `height`, each the
 * frame at the start of its second (letterboxed). A segment shorter than `columns` seconds still
 * gets its sheet: the tile filter emits its unfinished tile at the end of the input.
 */
export function thumbnailSheetArgs(
  inputFile: string,
  outputFile: string,
  options: { columns: number; width: number; height: number; intervalSeconds?: number },
): string[] {
  const { columns, width, height } = options;
  const filters = [
    `fps=1/${options.intervalSeconds ?? 1}`,
    `scale=${width}:${height}:force_original_aspect_ratio=decrease`,
    `pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2`,
    `tile=${columns}x1`,
  ];
  return [
    ...PREAMBLE,
    '-y',
    '-i',
    inputFile,
    '-map',
    '0:v:0',
    '-vf',
    filters.join(','),
    '-frames:v',
    '1',
    '-q:v',
    '4',
    '-f',
    'image2',
    '-update',
    '1',
    '-c:v',
    'mjpeg',
    outputFile,
  ];
}

/** Writes the sheet of a video segment lasting `durationMs` and returns its layout. */
export async function makeThumbnailSheet(
  inputFile: string,
  outputFile: string,
  durationMs: number,
  cell: { width: number; height: number; intervalMs: number },
): Promise<SheetLayout> {
  const columns = Math.max(1, Math.ceil(durationMs / cell.intervalMs));
  await run(
    'ffmpeg',
    thumbnailSheetArgs(inputFile, outputFile, {
      columns,
      width: cell.width,
      height: cell.height,
      intervalSeconds: cell.intervalMs / 1000,
    }),
  );
  return { interval: cell.intervalMs, rows: 1, columns, width: cell.width, height: cell.height };
}
