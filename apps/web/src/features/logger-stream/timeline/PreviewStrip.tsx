/** The preview strip: the whole loaded range as a simplified waveform, with the focus brush over it. */
import { memo } from 'react';
import { Box } from '@mantine/core';
import { FocusBrush } from './FocusBrush';
import { WaveformCanvas } from './WaveformCanvas';
import type { SegmentPeaks } from './waveform-peaks';
import type { TimeRange } from './timeline.types';

export interface PreviewStripProps {
  preview: TimeRange;
  focus: TimeRange;
  peaks: readonly SegmentPeaks[];
  gaps: readonly TimeRange[];
  height: number;
  timeZone: string;
  onFocusInput(range: TimeRange): void;
}

// Memoised: the playhead re-renders the timeline every 150 ms while playing; this part need not follow.
export const PreviewStrip = memo(function PreviewStrip({
  preview,
  focus,
  peaks,
  gaps,
  height,
  timeZone,
  onFocusInput,
}: PreviewStripProps) {
  return (
    <Box
      pos="relative"
      data-testid="preview-strip"
      style={{ height, borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <WaveformCanvas peaks={peaks} range={preview} gaps={gaps} height={height} testId="preview-canvas" />
      <FocusBrush preview={preview} focus={focus} timeZone={timeZone} onFocusInput={onFocusInput} />
    </Box>
  );
});
