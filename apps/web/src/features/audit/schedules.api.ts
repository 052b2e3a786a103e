/**
 * The station audit's schedule calls (issue 16): the schedule lists and one schedule with its
 * audio and confirming match, the schedule status per custom id, and the custom ids scheduled,
 * which the custom id filters suggest. Keys sit under `auditKeys.station`, so a change to the
 * station's audios or matches refreshes them too.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { schedulesQuerySchema, ScheduleStatusItem, scheduleStatusQuerySchema } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { z } from 'zod';
import type { ApiClient } from '../../lib/api-client';
import { auditKeys } from './audit.api';

export type SchedulesQuery = Omit<z.input<typeof schedulesQuerySchema>, 'page' | 'pageSize'> & {
  page: number;
  pageSize: number;
};
export type ScheduleStatusQuery = z.input<typeof scheduleStatusQuerySchema>;

export const scheduleKeys = {
  list: (stationId: string, query: SchedulesQuery) => [...auditKeys.station(stationId), 'schedules', query] as const,
  one: (stationId: string, scheduleId: string) => [...auditKeys.station(stationId), 'schedule', scheduleId] as const,
  status: (stationId: string, query: ScheduleStatusQuery) =>
    [...auditKeys.station(stationId), 'schedule-status', query] as const,
  customIds: (stationId: string) => [...auditKeys.station(stationId), 'schedule-custom-ids'] as const,
};

export const schedulesQueryOptions = (api: ApiClient, stationId: string, query: SchedulesQuery) =>
  queryOptions({
    queryKey: scheduleKeys.list(stationId, query),
    queryFn: ({ signal }) => api.call(endpoints.listSchedules, { params: { id: stationId }, query, signal }),
    // A new page, sort or filter keeps the rows shown (dimmed) until the next ones arrive.
    placeholderData: keepPreviousData,
  });

/** One schedule with its audio and the match that confirms it (the detail screens). */
export const scheduleQueryOptions = (api: ApiClient, stationId: string, scheduleId: string) =>
  queryOptions({
    queryKey: scheduleKeys.one(stationId, scheduleId),
    queryFn: ({ signal }) =>
      api.call(endpoints.getSchedule, {
        params: { id: stationId, scheduleId },
        query: { contain: 'audio,matches' },
        signal,
      }),
  });

export const scheduleStatusQueryOptions = (api: ApiClient, stationId: string, query: ScheduleStatusQuery) =>
  queryOptions({
    queryKey: scheduleKeys.status(stationId, query),
    // Without `date` the call answers the ads' status items (with it, the mentions' ones).
    queryFn: async ({ signal }): Promise<{ results: ScheduleStatusItem[] }> =>
      (await api.call(endpoints.scheduleStatus, { params: { id: stationId }, query, signal })) as {
        results: ScheduleStatusItem[];
      },
    placeholderData: keepPreviousData,
  });

/** The custom ids scheduled on the station: suggestions of the custom id filters. */
export const scheduleCustomIdsQueryOptions = (api: ApiClient, stationId: string) =>
  queryOptions({
    queryKey: scheduleKeys.customIds(stationId),
    queryFn: ({ signal }) =>
      api.call(endpoints.scheduleCustomIds, { query: { stationsIds: stationId }, signal }).then((r) => r.results),
    staleTime: 60_000,
  });
