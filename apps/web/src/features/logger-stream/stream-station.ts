/** What the stream screen needs of a station, and the rules that depend on its format and stream. */
import type { Station } from '@antena/contract';

export type StreamStation = Pick<
  Station,
  'id' | 'slug' | 'name' | 'client' | 'format' | 'timezone' | 'streams' | 'featuresConfig'
>;

export const isVideoStation = (station: Pick<Station, 'format'>) => station.format === 'mpegts';

/** The station's stream URL (spec 02 section 3: the first entry of `streams`), if any. */
export const streamUrl = (station: Pick<Station, 'streams'>): string | null => station.streams[0]?.url || null;

/** A browser plays only http(s) streams; an rtmp://, udp:// or srt:// source is not one it can open. */
export const isBrowserPlayable = (url: string) => /^https?:\/\//i.test(url);

/** spec 02 section 4: live play is offered only for non-video stations with a stream URL. */
export const offersLivePlay = (station: StreamStation) => !isVideoStation(station) && streamUrl(station) !== null;

/** The absolute address of the screen at a cursor, for 'Copy cursor URL'. */
export function cursorUrl(origin: string, slug: string, cursor: number): string {
  const url = new URL(`/logger/s/${encodeURIComponent(slug)}`, origin);
  url.searchParams.set('cursor', String(Math.round(cursor)));
  return url.toString();
}
