/**
 * The loaded range's audio matches, read once for the Audio Matches tab and the timeline's
 * markers (one query, shared by key), and only for stations whose audit is enabled.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import type { FindingMark } from '../timeline/TimelineMarkers';
import type { TimeRange } from '../timeline/timeline.types';
import { formatClock } from '../timeline/zoned-time';
import type { StreamStation } from '../stream-station';
import { streamMatchesQueryOptions } from './stream-matches.api';

/** spec 02 "Tabs below the strip": audio matches are the station audit's. */
export const hasAudioMatches = (station: Pick<StreamStation, 'featuresConfig'>) => station.featuresConfig.audit.enabled;

/** `shown`: the screen settings' matches toggle; off, nothing is asked for. */
export function useStreamMatches(station: StreamStation, range: TimeRange, shown = true) {
  const { api } = useAppServices();
  return useQuery({
    ...streamMatchesQueryOptions(api, station.id, range),
    enabled: shown && hasAudioMatches(station),
  });
}

/**
 * One marker per moment: the best match's airing, named by its custom id and time on the station's
 * clock, and saying when it waits for review; a rejected one is not marked (issue 33 point 4).
 */
export function useMatchMarks(station: StreamStation, range: TimeRange, shown: boolean): readonly FindingMark[] {
  const { t } = useTranslation('audio-matches');
  const { data } = useStreamMatches(station, range, shown);
  return useMemo(
    () =>
      (shown ? (data?.results ?? []) : [])
        .filter(({ mainMatch }) => mainMatch.review !== 'REJECTED')
        .map(({ datetime, mainMatch }) => ({
          from: datetime,
          to: datetime + mainMatch.playedDuration,
          label: t(mainMatch.waitsForReview ? 'markerWaiting' : 'marker', {
            customId: mainMatch.audio.customId,
            time: formatClock(datetime, station.timezone, true),
          }),
        })),
    [data, shown, station.timezone, t],
  );
}
