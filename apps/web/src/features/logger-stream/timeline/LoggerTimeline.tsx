/**
 * The logger stream's timeline (spec 02 "Logger stream", sections 4 and 9): the preview strip
 * with its brush, the focus strip with waveform, axis and marks, and for video stations the
 * thumbnails strip. It reads its own data: the preview range's segments and the focus range's
 * thumbnail sheets. Times read on the station's clock (its timezone), as on every station screen.
 */
import { useMemo } from 'react';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE } from '@antena/contract';
import { FocusStrip } from './FocusStrip';
import { coveredIntervals, gapsIn } from './gaps';
import { PreviewStrip } from './PreviewStrip';
import { ThumbnailsStrip } from './ThumbnailsStrip';
import type { FindingMark } from './TimelineMarkers';
import { useFocusInput } from './use-focus-input';
import { useTimelineSegments } from './use-timeline-segments';
import { segmentPeaks } from './waveform-peaks';
import type { Selection, TimeRange } from './timeline.types';

/** spec 02 section 9: preview height 105 expanded or 70 collapsed; focus height 240 or 180. */
export const PREVIEW_HEIGHT = { expanded: 105, collapsed: 70 } as const;
export const FOCUS_HEIGHT = { expanded: 240, collapsed: 180 } as const;

export interface LoggerTimelineProps {
  station: { id: string; format: 'mp3' | 'aac' | 'mpegts'; timezone: string };
  /** The loaded range (by default the last hour ending 30 s ago). */
  preview: TimeRange;
  /** Inside the preview; 15 minutes by default. */
  focus: TimeRange;
  /** Throttled to 50 ms by the timeline. */
  onFocusChange(range: TimeRange): void;
  cursor: number | null;
  selection: Selection | null;
  playheadTs: number | null;
  /** Findings drawn over the focus strip (the loaded range's audio matches and live mentions). */
  findings?: readonly FindingMark[];
  /** A click on the focus strip: the moment, and where to open the cursor or selection menu. */
  onTimelineClick(ts: number, anchor: { x: number; y: number }): void;
  /** A selection dragged on the focus strip, or one of its edges moved by a handle. */
  onSelectionChange(selection: Selection): void;
  collapsed?: boolean;
  /** Video stations. */
  showThumbnails: boolean;
}

/** The same range object while its bounds stay the same, so canvases repaint only on change. */
function useStableRange(range: TimeRange): TimeRange {
  const { from, to } = range;
  return useMemo(() => ({ from, to }), [from, to]);
}

export function LoggerTimeline(props: LoggerTimelineProps) {
  const { station, cursor, selection, playheadTs, onTimelineClick, collapsed = false, showThumbnails } = props;
  const { t } = useTranslation('timeline');
  const preview = useStableRange(props.preview);
  const [shownFocus, onFocusInput] = useFocusInput(props.focus, props.onFocusChange);
  const focus = useStableRange(shownFocus);

  const timeZone = station.timezone || DEFAULT_TIMEZONE;

  const { segments, isPending, isError } = useTimelineSegments(station.id, preview);
  const peaks = useMemo(() => segments.map(segmentPeaks), [segments]);
  // Gaps show once the recording is known; while loading the strips are simply empty.
  const gaps = useMemo(
    () => (isPending ? [] : gapsIn(preview, coveredIntervals(segments))),
    [segments, preview, isPending],
  );
  const size = collapsed ? 'collapsed' : 'expanded';

  return (
    <Box
      data-testid="logger-timeline"
      aria-busy={isPending}
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, userSelect: 'none' }}
    >
      <PreviewStrip
        preview={preview}
        focus={focus}
        peaks={peaks}
        gaps={gaps}
        height={PREVIEW_HEIGHT[size]}
        timeZone={timeZone}
        onFocusInput={onFocusInput}
      />
      <FocusStrip
        focus={focus}
        preview={preview}
        peaks={peaks}
        gaps={gaps}
        height={FOCUS_HEIGHT[size]}
        timeZone={timeZone}
        cursor={cursor}
        selection={selection}
        playheadTs={playheadTs}
        findings={props.findings}
        onFocusInput={onFocusInput}
        onTimelineClick={onTimelineClick}
        onSelectionChange={props.onSelectionChange}
      />
      {showThumbnails && <ThumbnailsStrip stationId={station.id} focus={focus} timeZone={timeZone} />}
      {isError && (
        <Text size="sm" c="red" p="xs" role="alert">
          {t('segments.error')}
        </Text>
      )}
    </Box>
  );
}
