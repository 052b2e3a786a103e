/**
 * The thumbnails strip of a video station (spec 02 "Logger stream"): frames of the focus range
 * cut from the segments' sprite sheets. 'Loading thumbnails' while they come; 'No thumbnails
 * available' only once 5 s have passed with nothing.
 */
import { memo, useEffect, useState } from 'react';
import { Box, Center, Text } from '@mantine/core';
import { useDebouncedValue, useElementSize } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEGMENT_DURATION_MS } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { timelineThumbnailsQueryOptions } from './timeline.api';
import { THUMBNAIL_HEIGHT, thumbnailCells } from './thumbnail-cells';
import type { TimeRange } from './timeline.types';
import { formatClock } from './zoned-time';

/** spec 02 s2: the empty text appears after 5 s with nothing. */
export const THUMBNAILS_EMPTY_AFTER_MS = 5000;
/** Panning changes the focus every 50 ms; the sheets are asked for once it rests. */
const THUMBNAILS_DEBOUNCE_MS = 250;

/** The range widened to whole segments, so nearby focus ranges share one request. */
function segmentAligned(range: TimeRange): TimeRange {
  return {
    from: Math.floor(range.from / SEGMENT_DURATION_MS) * SEGMENT_DURATION_MS,
    to: Math.ceil(range.to / SEGMENT_DURATION_MS) * SEGMENT_DURATION_MS,
  };
}

export interface ThumbnailsStripProps {
  stationId: string;
  focus: TimeRange;
  timeZone: string;
  height?: number;
}

// Memoised: the playhead re-renders the timeline every 150 ms while playing; this part need not follow.
export const ThumbnailsStrip = memo(function ThumbnailsStrip({
  stationId,
  focus,
  timeZone,
  height = THUMBNAIL_HEIGHT,
}: ThumbnailsStripProps) {
  const { t } = useTranslation('timeline');
  const { api } = useAppServices();
  const { ref, width } = useElementSize<HTMLDivElement>();
  const [settled] = useDebouncedValue(focus, THUMBNAILS_DEBOUNCE_MS);
  const range = segmentAligned(settled);
  const sheets = useQuery(timelineThumbnailsQueryOptions(api, stationId, range));

  const waitKey = `${stationId}:${range.from}:${range.to}`;
  const [waitedFor, setWaitedFor] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedFor(waitKey), THUMBNAILS_EMPTY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [waitKey]);

  const inFocus = (sheets.data ?? []).filter((sheet) => sheet.endTs > focus.from && sheet.startTs < focus.to);
  const cells = thumbnailCells(inFocus, focus, width, height);

  return (
    <Box ref={ref} pos="relative" data-testid="thumbnails-strip" style={{ height, overflow: 'hidden' }}>
      {inFocus.length === 0 ? (
        <Center h="100%">
          <Text size="sm" c="dimmed">
            {waitedFor === waitKey ? t('thumbnails.empty') : t('thumbnails.loading')}
          </Text>
        </Center>
      ) : (
        <Box display="flex" h="100%">
          {cells.map((cell) => (
            <Box key={cell.ts} flex={1} h="100%" style={{ display: 'flex', justifyContent: 'center' }}>
              {cell.frame && (
                <Box
                  role="img"
                  aria-label={t('thumbnails.frame', { time: formatClock(cell.ts, timeZone, true) })}
                  data-testid="thumbnail"
                  style={{
                    width: cell.frame.width,
                    height: cell.frame.height,
                    backgroundImage: `url("${cell.frame.url}")`,
                    backgroundSize: cell.frame.backgroundSize,
                    backgroundPosition: cell.frame.backgroundPosition,
                    backgroundRepeat: 'no-repeat',
                  }}
                />
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
});
