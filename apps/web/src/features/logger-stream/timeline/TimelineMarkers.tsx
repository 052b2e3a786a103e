/**
 * The marks over the focus strip: the selection (a shaded band from min to max of its two
 * points), the cursor and the playhead (vertical lines), and the airings of the stream's
 * findings (a bar along the top over what aired: audio matches in teal, live mentions in grape).
 * Positions are percentages of the range, so they move without repainting the waveform canvas.
 */
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { normalizeSelection } from './selection-rules';
import { toPercent } from './time-scale';
import type { Selection, TimeRange } from './timeline.types';

/** A finding shown on the strip: what aired from `from` to `to`, named by `label` for screen readers. */
export interface FindingMark {
  from: number;
  to: number;
  label: string;
  /** What found it: an audio match (the default) or a live mention, drawn in another colour. */
  kind?: 'match' | 'liveMention';
}

const FINDING_COLOURS = {
  match: { fill: 'var(--mantine-color-teal-filled)', edge: 'var(--mantine-color-teal-9)' },
  liveMention: { fill: 'var(--mantine-color-grape-filled)', edge: 'var(--mantine-color-grape-9)' },
} as const;

export interface TimelineMarkersProps {
  range: TimeRange;
  cursor: number | null;
  selection: Selection | null;
  playheadTs: number | null;
  findings?: readonly FindingMark[];
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));
const inRange = (range: TimeRange, ts: number | null): ts is number =>
  ts !== null && ts >= range.from && ts <= range.to;

function Line({
  ts,
  range,
  color,
  testId,
  label,
}: {
  ts: number;
  range: TimeRange;
  color: string;
  testId: string;
  label: string;
}) {
  return (
    <Box
      data-testid={testId}
      data-ts={ts}
      aria-label={label}
      pos="absolute"
      top={0}
      bottom={0}
      style={{
        left: `${toPercent(range, ts)}%`,
        width: 2,
        marginLeft: -1,
        background: color,
        pointerEvents: 'none',
      }}
    />
  );
}

export function TimelineMarkers({ range, cursor, selection, playheadTs, findings = [] }: TimelineMarkersProps) {
  const { t } = useTranslation('timeline');
  const band = selection ? normalizeSelection(selection.tsA, selection.tsB) : null;
  const showBand = band && band.end > range.from && band.start < range.to;
  return (
    <>
      {findings
        .filter((finding) => finding.to >= range.from && finding.from <= range.to)
        .map((finding) => (
          <Box
            key={`${finding.kind ?? 'match'}|${finding.from}|${finding.label}`}
            data-testid="timeline-finding"
            data-kind={finding.kind ?? 'match'}
            data-ts={finding.from}
            role="img"
            aria-label={finding.label}
            title={finding.label}
            pos="absolute"
            top={0}
            h={6}
            style={{
              left: `${clampPercent(toPercent(range, finding.from))}%`,
              right: `${100 - clampPercent(toPercent(range, finding.to))}%`,
              minWidth: 3,
              background: FINDING_COLOURS[finding.kind ?? 'match'].fill,
              borderLeft: `2px solid ${FINDING_COLOURS[finding.kind ?? 'match'].edge}`,
              pointerEvents: 'none',
            }}
          />
        ))}
      {showBand && (
        <Box
          data-testid="timeline-selection"
          aria-label={t('marks.selection')}
          pos="absolute"
          top={0}
          bottom={0}
          style={{
            left: `${clampPercent(toPercent(range, band.start))}%`,
            right: `${100 - clampPercent(toPercent(range, band.end))}%`,
            background: 'color-mix(in srgb, var(--mantine-color-blue-filled) 25%, transparent)',
            borderLeft: '1px solid var(--mantine-color-blue-filled)',
            borderRight: '1px solid var(--mantine-color-blue-filled)',
            pointerEvents: 'none',
          }}
        />
      )}
      {inRange(range, cursor) && (
        <Line
          ts={cursor}
          range={range}
          color="var(--mantine-color-red-filled)"
          testId="timeline-cursor"
          label={t('marks.cursor')}
        />
      )}
      {inRange(range, playheadTs) && (
        <Line
          ts={playheadTs}
          range={range}
          color="var(--mantine-color-orange-filled)"
          testId="timeline-playhead"
          label={t('marks.playhead')}
        />
      )}
    </>
  );
}
