/** How the audit screens write times (the station's clock, to the second, zone named) and durations. */
import { formatDateTime } from '../../lib/time';

export const formatStationDateTime = (value: number | string, timeZone: string, locale: string): string =>
  formatDateTime(value, { timeZone, locale, seconds: true, zone: 'always' });

/** spec 03 section 9: durations are ms, shown in seconds. */
export const formatSeconds = (ms: number, locale: string): string =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(ms / 1000)} s`;

export const formatScore = (score: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(score);

/** The video containers an audio may be uploaded in (the rest play as audio). */
const VIDEO_EXTENSIONS = new Set(['mp4', 'm4v', 'mov', 'webm', 'mkv']);

/** How the media player shows an audio: as video when its file is a video container. */
export const playerTypeFor = (filename: string) =>
  VIDEO_EXTENSIONS.has(filename.split('.').pop()?.toLowerCase() ?? '') ? 'video' : 'audio';
