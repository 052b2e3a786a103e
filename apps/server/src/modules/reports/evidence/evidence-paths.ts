/**
 * How an evidence export names each airing's audio inside its ZIP (spec 03 "Audit client config"
 * evidenceExport.pathFormats; docs/evidence-export.md "File names"). A pattern such as
 * `{station}/{date}/{customId}_{time}` is rendered per airing with the station's clock, each value
 * made a safe path segment (values never add folders or climb out of the archive), repeated names
 * get a `-2`, `-3`… suffix, and the extension is the cut's format.
 */
import { stationDateTime } from '@antena/contract';
import { fileNameChars, safeFileName } from '../../../storage/file-names';

/** Placeholders a path format may use (the audit configuration screen lists the first seven). */
export const PATH_PLACEHOLDERS = [
  'station',
  'date',
  'time',
  'customId',
  'advertiser',
  'campaign',
  'customText',
  'version',
  'order',
] as const;
export type PathPlaceholder = (typeof PATH_PLACEHOLDERS)[number];

/** What one airing gives the pattern; `customText` is the export's, the same for every airing. */
export interface EvidencePathValues {
  stationName: string;
  timezone: string;
  /** epoch ms of the airing. */
  datetime: number;
  customId: string;
  advertiser: string;
  campaign: string;
  version: string;
  order: string | null;
  customText?: string;
}

/** The longest a path segment gets (file systems allow 255 bytes; the suffix and extension need room). */
const MAX_SEGMENT_CHARS = 120;

/** Whether the pattern needs the export's custom text (spec 03 section 5). */
export const needsCustomText = (pattern: string): boolean => pattern.includes('{customText}');

/** A rendered segment made safe (`safeFileName`: no folders, no `..`), at most MAX_SEGMENT_CHARS. */
export const safeSegment = (segment: string): string => safeFileName(segment, MAX_SEGMENT_CHARS);

function placeholderValues(values: EvidencePathValues, excludeVersion: boolean): Record<PathPlaceholder, string> {
  const { date, time } = stationDateTime(values.timezone, values.datetime);
  return {
    station: values.stationName,
    date,
    time: time.replaceAll(':', '-'),
    customId: values.customId,
    advertiser: values.advertiser,
    campaign: values.campaign,
    customText: values.customText ?? '',
    version: excludeVersion ? '' : values.version,
    order: values.order ?? '',
  };
}

/**
 * The path (without extension) a pattern gives one airing. Unknown placeholders are left as their
 * name (a typo shows in the file names instead of failing the export); a segment left empty (a
 * missing value, or the version with `excludeVersion`) is dropped, and a path left empty is the
 * custom id.
 */
export function renderEvidencePath(pattern: string, values: EvidencePathValues, excludeVersion = false): string {
  const byName = placeholderValues(values, excludeVersion);
  const segments = pattern
    .split('/')
    .map((part) =>
      part
        .split(/(\{\w+\})/)
        .map((piece) => {
          const name = /^\{(\w+)\}$/.exec(piece)?.[1];
          // A value's slashes become `_` here, before the segment is joined: values add no folders.
          return fileNameChars(name && name in byName ? byName[name as PathPlaceholder] : piece);
        })
        .join(''),
    )
    .map(safeSegment)
    .filter(Boolean);
  return segments.length ? segments.join('/') : safeSegment(values.customId) || 'airing';
}

/** Hands out unique archive paths: a repeated name gets `-2`, `-3`… before its extension. */
export class EvidenceNames {
  private readonly taken = new Set<string>();

  constructor(reserved: string[] = []) {
    for (const name of reserved) this.taken.add(name.toLowerCase());
  }

  /** `base` (no extension) with `.ext`, made unique (case-insensitively, as some file systems compare). */
  claim(base: string, ext: string): string {
    let name = `${base}.${ext}`;
    for (let n = 2; this.taken.has(name.toLowerCase()); n++) name = `${base}-${n}.${ext}`;
    this.taken.add(name.toLowerCase());
    return name;
  }
}
