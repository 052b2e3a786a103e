/** The call of the stream's Transcriptions tab: the loaded range's transcription rows. */
import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../../lib/api-client';
import type { TimeRange } from '../timeline/timeline.types';

export const transcriptionKeys = {
  range: (stationId: string, range: TimeRange, diarization: boolean) =>
    ['transcription', stationId, range.from, range.to, diarization] as const,
};

/** `diarization`: the station's speaker labels on segments; without them the rows carry none. */
export const stationTranscriptionQueryOptions = (
  api: ApiClient,
  stationId: string,
  range: TimeRange,
  diarization: boolean,
) =>
  queryOptions({
    queryKey: transcriptionKeys.range(stationId, range, diarization),
    queryFn: ({ signal }) =>
      api.call(endpoints.stationTranscription, {
        params: { id: stationId },
        query: { from: range.from, to: range.to, diarization: diarization ? 'true' : 'false' },
        signal,
      }),
  });
