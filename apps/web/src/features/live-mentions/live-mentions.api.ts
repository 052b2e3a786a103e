/**
 * Live mention calls (issue 19): the station's mentions, their review, manual creation, the
 * mention schedules of a day, the detection on demand and the mentions' schedule status.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  LiveMention,
  LiveMentionConfidence,
  liveMentionsQuerySchema,
  ManualLiveMentionInput,
  MentionStatusItem,
} from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { z } from 'zod';
import type { ApiClient } from '../../lib/api-client';

export type LiveMentionsQuery = Omit<z.input<typeof liveMentionsQuerySchema>, 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};

/** Invalidate `liveMentionKeys.station(id)` after a change to a station's mentions. */
export const liveMentionKeys = {
  station: (stationId: string) => ['live-mentions', stationId] as const,
  list: (stationId: string, query: LiveMentionsQuery) => ['live-mentions', stationId, 'list', query] as const,
  daySchedules: (stationId: string, date: string) => ['live-mentions', stationId, 'day-schedules', date] as const,
  status: (stationId: string, date: string, customId?: string) =>
    ['live-mentions', stationId, 'status', date, customId ?? ''] as const,
};

export const liveMentionsQueryOptions = (api: ApiClient, stationId: string, query: LiveMentionsQuery) =>
  queryOptions({
    queryKey: liveMentionKeys.list(stationId, query),
    queryFn: ({ signal }) => api.call(endpoints.listLiveMentions, { params: { id: stationId }, query, signal }),
    placeholderData: keepPreviousData,
  });

/** The mention schedules of a station day (YYYY-MM-DD), for the manual dialog's schedules mode. */
export const mentionDateSchedulesQueryOptions = (api: ApiClient, stationId: string, date: string) =>
  queryOptions({
    queryKey: liveMentionKeys.daySchedules(stationId, date),
    queryFn: ({ signal }) =>
      api.call(endpoints.mentionDateSchedules, { params: { id: stationId }, query: { date }, signal }),
  });

/** The mentions' schedule status of a station day: per mention schedule, the mentions confirming it. */
export const mentionStatusQueryOptions = (api: ApiClient, stationId: string, date: string, customId?: string) =>
  queryOptions({
    queryKey: liveMentionKeys.status(stationId, date, customId),
    queryFn: async ({ signal }): Promise<{ results: MentionStatusItem[] }> =>
      (await api.call(endpoints.scheduleStatus, {
        params: { id: stationId },
        query: { date, ...(customId ? { customId } : {}) },
        signal,
      })) as { results: MentionStatusItem[] },
    placeholderData: keepPreviousData,
  });

export const updateLiveMention = (
  api: ApiClient,
  stationId: string,
  mentionId: string,
  confidence: LiveMentionConfidence,
): Promise<LiveMention> =>
  api.call(endpoints.updateLiveMention, { params: { id: stationId, mentionId }, body: { confidence } });

export const createManualLiveMention = (api: ApiClient, stationId: string, body: ManualLiveMentionInput) =>
  api.call(endpoints.createManualLiveMention, { params: { id: stationId }, body });

export const detectLiveMentions = (api: ApiClient, stationId: string, date: string) =>
  api.call(endpoints.detectLiveMentions, { params: { id: stationId }, body: { date } });
