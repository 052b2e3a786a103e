/** The segments of the preview range, read hour by hour (see segmentChunks) and merged. */
import { useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { Segment } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { mergeSegments, segmentChunks, segmentsChunkQueryOptions } from './timeline.api';
import type { TimeRange } from './timeline.types';

export interface TimelineSegments {
  segments: Segment[];
  /** Some hour has not answered yet. */
  isPending: boolean;
  /** Some hour failed and has nothing to show. */
  isError: boolean;
}

/**
 * The merged list travels inside a class instance: TanStack Query compares what `combine`
 * returns with its previous result value by value (replaceEqualDeep) through plain objects and
 * arrays, which for an hour of segments meant every waveform value on every change. An instance
 * is compared by identity, and combine runs only when a chunk's result changes anyway.
 */
class MergedSegments {
  constructor(readonly segments: Segment[]) {}
}

// Module level, so TanStack Query recombines only when a chunk's result changes.
function combine(results: UseQueryResult<Segment[]>[]) {
  return {
    merged: new MergedSegments(mergeSegments(results.map((result) => result.data))),
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError && !result.data),
  };
}

export function useTimelineSegments(stationId: string, preview: TimeRange): TimelineSegments {
  const { api } = useAppServices();
  const chunks = useMemo(() => segmentChunks(preview), [preview]);
  const { merged, isPending, isError } = useQueries({
    queries: chunks.map((chunk) => segmentsChunkQueryOptions(api, stationId, chunk)),
    combine,
  });
  return { segments: merged.segments, isPending, isError };
}
