/**
 * The audio upload queue's rules (spec 03 sections 4 and 5), apart from React: what an item is,
 * its default audio id, where a station's audios go, and how one item's progress adds up when it
 * goes to several targets.
 */
import type { AudioUploadType, Station } from '@antena/contract';
import type { AUDIO_UPLOAD_ACCEPT } from '@antena/contract';

/** spec 03 section 5 (the contract's AUDIO_UPLOAD_ACCEPT, written out: no schema module at run time). */
const ACCEPTED: typeof AUDIO_UPLOAD_ACCEPT = ['audio/*', 'video/mp4', 'video/x-m4v', 'video/*'];
export const UPLOAD_ACCEPT = ACCEPTED.join(',');

export type UploadItemStatus = 'NOT_STARTED' | 'STARTED' | 'COMPLETED' | 'ERROR';
export type BatchStatus = 'NOT_STARTED' | 'STARTED' | 'COMPLETED';

export interface UploadItem {
  key: string;
  file: File;
  customId: string;
  status: UploadItemStatus;
  /** 0 to 100 over all the item's targets. */
  progress: number;
  /** The answer said an audio with the same id was replaced. */
  overridden: boolean;
  error: unknown;
}

/** Where an upload goes: one station, or one station group (all its stations). */
export type UploadTarget =
  | { type: Extract<AudioUploadType, 'STATION_AUDIO'>; stationId: string }
  | { type: Extract<AudioUploadType, 'STATIONS_GROUP_AUDIO'>; stationsGroupId: string; groupName: string };

/** spec 03 section 5: the audio id defaults to the file name without its extension. */
export function defaultCustomId(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/** spec 03 section 4: a station in a station group uploads for the group, else for itself. */
export function uploadTargets(station: Pick<Station, 'id' | 'stationGroup'>): UploadTarget[] {
  const group = station.stationGroup;
  return group
    ? [{ type: 'STATIONS_GROUP_AUDIO', stationsGroupId: group.id, groupName: group.name }]
    : [{ type: 'STATION_AUDIO', stationId: station.id }];
}

/** spec 03 section 4: "progress is split evenly across groups": target `index` of `count` at `percent`. */
export function splitProgress(index: number, count: number, percent: number): number {
  return Math.floor((100 * index + percent) / count);
}

/** The multipart body of one item's upload to one target. */
export function uploadForm(file: File, customId: string, target: UploadTarget, override: boolean): FormData {
  const form = new FormData();
  form.set('customId', customId.trim());
  form.set('type', target.type);
  if (target.type === 'STATION_AUDIO') form.set('stationId', target.stationId);
  else form.set('stationsGroupId', target.stationsGroupId);
  if (override) form.set('override', 'true');
  // Last: a server reading the stream meets the fields before the file.
  form.set('file', file, file.name);
  return form;
}

export interface BatchSummary {
  uploaded: number;
  replaced: number;
  failed: number;
}

export function batchSummary(items: readonly UploadItem[]): BatchSummary {
  const completed = items.filter((item) => item.status === 'COMPLETED');
  return {
    uploaded: completed.length,
    replaced: completed.filter((item) => item.overridden).length,
    failed: items.filter((item) => item.status === 'ERROR').length,
  };
}

let nextKey = 0;

export const newItem = (file: File): UploadItem => ({
  key: `upload-${(nextKey += 1)}`,
  file,
  customId: defaultCustomId(file.name),
  status: 'NOT_STARTED',
  progress: 0,
  overridden: false,
  error: null,
});

export const isIdMissing = (item: UploadItem) => item.customId.trim() === '';
