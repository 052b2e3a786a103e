/** The segments of the preview range, read hour by hour (see segmentChunks) and merged. */
import { useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { Segment } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { mergeSegments, segmentChunks, segmentsChunkQueryOptions } from './timeline.api';
import type { TimeRange } from './timeline.types';

export interface TimelineSegments {
  segments: Segment[];
  /** Some hour has not answered yet. */
  isPending: boolean;
  /** Some hour failed and has nothing to show. */
  isError: boolean;
}

// Module level, so TanStack Query recombines only when a chunk's result changes.
function combine(results: UseQueryResult<Segment[]>[]): TimelineSegments {
  return {
    segments: mergeSegments(results.map((result) => result.data)),
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError && !result.data),
  };
}

export function useTimelineSegments(stationId: string, preview: TimeRange): TimelineSegments {
  const { api } = useAppServices();
  const chunks = useMemo(() => segmentChunks(preview), [preview]);
  return useQueries({
    queries: chunks.map((chunk) => segmentsChunkQueryOptions(api, stationId, chunk)),
    combine,
  });
}
