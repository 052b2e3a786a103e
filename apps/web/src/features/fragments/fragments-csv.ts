/**
 * The fragment list's CSV (spec 02 "Fragments"): title, when it aired (start and end on the
 * station's clock, to the second) and its duration, when it was created, creator and upload
 * platforms of every fragment of the current filter (the platforms it was published to, from
 * `GET /upload/status/by-keys`).
 */
import type { Fragment } from '@antena/contract';
import { creatorName, formatDuration, formatStationDateTime, formatStationMoment } from './fragments-format';

export interface CsvHeaders {
  title: string;
  start: string;
  end: string;
  duration: string;
  createdAt: string;
  creator: string;
  uploadPlatforms: string;
}

/** A field quoted when it holds a separator, quote or line break (RFC 4180). */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * `uploadPlatforms`: the names of the platforms each fragment (by id) was published to, joined
 * with ', ' in its field.
 */
export function fragmentsCsv(
  fragments: readonly Fragment[],
  headers: CsvHeaders,
  timeZone: string,
  locale: string,
  uploadPlatforms: ReadonlyMap<string, readonly string[]> = new Map(),
) {
  const rows = fragments.map((fragment) => [
    fragment.title,
    formatStationMoment(fragment.from, timeZone, locale),
    formatStationMoment(fragment.to, timeZone, locale),
    formatDuration(fragment.duration),
    formatStationDateTime(fragment.createdAt, timeZone, locale),
    creatorName(fragment.createdBy),
    (uploadPlatforms.get(fragment.id) ?? []).join(', '),
  ]);
  const header = [
    headers.title,
    headers.start,
    headers.end,
    headers.duration,
    headers.createdAt,
    headers.creator,
    headers.uploadPlatforms,
  ];
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Saves `text` as a file the browser downloads. */
export function saveTextFile(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  // A byte-order mark, so spreadsheet programs read accented titles as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
