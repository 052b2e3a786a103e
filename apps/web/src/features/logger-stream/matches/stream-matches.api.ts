/**
 * The calls of the stream's Audio Matches tab (spec 02): the loaded range's matches (one page
 * of 250, spec 02 section 9), the audios a manual match may name, and the manual match itself.
 */
import { queryOptions } from '@tanstack/react-query';
import { CHOICES_PAGE_SIZE, STREAM_MATCHES_PAGE_SIZE, type ManualMatchInput } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../../lib/api-client';
import type { TimeRange } from '../timeline/timeline.types';

/**
 * Under the station audit's own prefix (audit.api.ts `auditKeys.station`), so a manual match
 * made here refreshes the station audit's tables too, and one made there refreshes the stream.
 */
export const streamMatchKeys = {
  station: (stationId: string) => ['audit', stationId] as const,
  matches: (stationId: string, range: TimeRange) =>
    ['audit', stationId, 'stream-matches', range.from, range.to] as const,
  audioChoices: (stationId: string) => ['audit', stationId, 'audio-choices'] as const,
};

export const streamMatchesQueryOptions = (api: ApiClient, stationId: string, range: TimeRange) =>
  queryOptions({
    queryKey: streamMatchKeys.matches(stationId, range),
    queryFn: ({ signal }) =>
      api.call(endpoints.listAuditMatches, {
        params: { id: stationId },
        query: { from: range.from, to: range.to, page: 1, pageSize: STREAM_MATCHES_PAGE_SIZE },
        signal,
      }),
  });

/** An audio the manual match dialog offers: the three fields it selects. */
export interface AudioChoice {
  id: string;
  customId: string;
  /** ms */
  duration: number;
}

/**
 * Every audio of the station: without `from` and `to` the list would cover only the audios
 * created today (spec 03 section 7), so the range runs from the epoch to now.
 */
export const audioChoicesQueryOptions = (api: ApiClient, stationId: string) =>
  queryOptions({
    queryKey: streamMatchKeys.audioChoices(stationId),
    queryFn: async ({ signal }): Promise<AudioChoice[]> => {
      const page = await api.call(endpoints.listAuditAudios, {
        params: { id: stationId },
        query: {
          select: 'id,duration,customId',
          from: 0,
          to: Date.now(),
          sort: 'customId',
          page: 1,
          pageSize: CHOICES_PAGE_SIZE,
        },
        signal,
      });
      return page.results.flatMap(({ id, customId, duration }) =>
        id !== undefined && customId !== undefined && duration !== undefined ? [{ id, customId, duration }] : [],
      );
    },
  });

export const createManualMatch = (api: ApiClient, stationId: string, body: ManualMatchInput) =>
  api.call(endpoints.createManualMatch, { params: { id: stationId }, body });
