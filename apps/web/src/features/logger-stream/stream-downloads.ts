/**
 * Downloads of a selection (spec 02 section 7): the audio export for radio stations, the video
 * export (MP4, or MPEG-TS with outputFormat=ts) for video stations, named after the station and
 * the selected range so a folder of downloads sorts by time.
 */
import { buildPath, type StationFormat } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { MediaQuery } from '../player/media-url';
import type { TimeRange } from './timeline/timeline.types';

export type DownloadKind = 'media' | 'ts';

export interface DownloadTarget {
  path: string;
  query: MediaQuery;
}

const isVideo = (format: StationFormat) => format === 'mpegts';

/** `demo-radio_2026-11-21T14-05-00Z_120s.mp3`: no colons, which some file systems refuse. */
export function downloadFileName(slug: string, range: TimeRange, extension: string): string {
  const start = new Date(range.from)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  const seconds = Math.round((range.to - range.from) / 1000);
  return `${slug}_${start}_${seconds}s.${extension}`;
}

export function downloadExtension(format: StationFormat, kind: DownloadKind): string {
  if (isVideo(format)) return kind === 'ts' ? 'ts' : 'mp4';
  return format === 'aac' ? 'aac' : 'mp3';
}

/** The export call for a selected range; `ts` only means something for a video station. */
export function downloadTarget(
  station: { id: string; slug: string; format: StationFormat },
  range: TimeRange,
  kind: DownloadKind,
): DownloadTarget {
  const filename = downloadFileName(station.slug, range, downloadExtension(station.format, kind));
  const query: MediaQuery = { from: range.from, to: range.to, download: true, filename };
  // The contract's paths, so a moved route cannot leave a download pointing at nothing.
  if (!isVideo(station.format)) return { path: buildPath(endpoints.exportAudio.path, { id: station.id }), query };
  if (kind === 'ts') query.outputFormat = 'ts';
  return { path: buildPath(endpoints.exportVideo.path, { id: station.id }), query };
}
