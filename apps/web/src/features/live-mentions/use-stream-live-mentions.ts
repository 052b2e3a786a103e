/**
 * The loaded range's live mentions, read once for the Live Mentions tab and the timeline's
 * marks (one query, shared by key), and only for stations with the live mentions feature.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIVE_MENTIONS_MAX_PAGE_SIZE } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import type { StreamStation } from '../logger-stream/stream-station';
import type { FindingMark } from '../logger-stream/timeline/TimelineMarkers';
import type { TimeRange } from '../logger-stream/timeline/timeline.types';
import { listedMentions } from './live-mention-view';
import { hasLiveMentions } from './live-mentions-feature';
import { liveMentionsQueryOptions } from './live-mentions.api';

export function useStreamLiveMentions(station: StreamStation, range: TimeRange, shown = true) {
  const { api } = useAppServices();
  return useQuery({
    ...liveMentionsQueryOptions(api, station.id, {
      from: range.from,
      to: range.to,
      contain: 'confirmedSchedule',
      sort: 'datetime',
      pageSize: LIVE_MENTIONS_MAX_PAGE_SIZE,
    }),
    enabled: shown && hasLiveMentions(station),
  });
}

/**
 * One mark per listed (not REJECTED) mention over the words it was found in; a manual one
 * (start = end) still shows as a thin mark. Nothing when `shown` is off (the screen setting).
 */
export function useLiveMentionMarks(station: StreamStation, range: TimeRange, shown: boolean): readonly FindingMark[] {
  const { t } = useTranslation('live-mentions');
  const { data } = useStreamLiveMentions(station, range, shown);
  const enabled = shown && hasLiveMentions(station);
  return useMemo(
    () =>
      enabled && data
        ? listedMentions(data.results).map((mention) => ({
            from: mention.customData.time.start,
            to: mention.customData.time.end,
            label: t('marker', { name: mention.name }),
            kind: 'liveMention' as const,
          }))
        : [],
    [data, enabled, t],
  );
}
