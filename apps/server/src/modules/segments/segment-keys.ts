/** Storage keys of a station's recordings (ARCHITECTURE.md section 2): one folder a day. */
import type { StationFormat } from '@antena/contract';

const EXTENSIONS: Record<StationFormat, string> = { mp3: 'mp3', aac: 'aac', mpegts: 'ts' };
const CODECS: Record<StationFormat, string> = { mp3: 'mp3', aac: 'aac', mpegts: 'h264+aac' };

export const segmentCodec = (format: StationFormat): string => CODECS[format];

function dayFolder(stationId: string, startTs: number): string {
  const day = new Date(startTs).toISOString().slice(0, 10).replaceAll('-', '/');
  return `stations/${stationId}/segments/${day}`;
}

export const segmentKey = (stationId: string, startTs: number, format: StationFormat): string =>
  `${dayFolder(stationId, startTs)}/${startTs}.${EXTENSIONS[format]}`;

export const thumbnailsKey = (stationId: string, startTs: number): string =>
  `${dayFolder(stationId, startTs)}/${startTs}.thumbs.jpg`;

/** The segment's fingerprints (an antena-fp archive), kept while the segment is, for retro-scans. */
export const fingerprintKey = (stationId: string, startTs: number): string =>
  `${dayFolder(stationId, startTs)}/${startTs}.afpa`;

/** A station's hour of segment fingerprints in one object (audit fingerprint packs). */
export const PACK_HOUR_MS = 3_600_000;
export const packHourOf = (ts: number): number => Math.floor(ts / PACK_HOUR_MS) * PACK_HOUR_MS;
export const fingerprintPackKey = (stationId: string, hourTs: number): string =>
  `${dayFolder(stationId, hourTs)}/${hourTs}.afpp`;
