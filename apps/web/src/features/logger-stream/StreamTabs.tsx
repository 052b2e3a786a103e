/**
 * spec 02 "Tabs below the strip": the stream's feature tabs, the selected one in the URL's
 * `tab`; below the timeline, or beside a video station's video on a wide window
 * (stream-layout.ts). A tab appears only when its feature is enabled for the station and its
 * list is built (issue 13.20), and an audit tab only while its screen settings toggle is on; each one is a lazy chunk, so the screen's first load carries none
 * of them. A new tab is one more entry in STREAM_TAB_PANELS.
 */
import { lazy, memo, Suspense, type ComponentType } from 'react';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { TabLinks } from '../../components/TabLinks';
import { ErrorState, LoadingState } from '../../components/QueryState';
import { hasTranscription } from './transcription/transcription-feature';
import type { StreamTab } from './stream-search';
import type { StreamOverlays } from './stream-overlays';
import type { StreamStation } from './stream-station';
import type { TimeRange } from './timeline/timeline.types';

/** What every tab gets of the screen. */
export interface StreamTabProps {
  station: StreamStation;
  /** The audit overlays the station has and the screen settings leave on. */
  overlays: StreamOverlays;
  /** The loaded range (the preview): the tab lists what falls in it. */
  range: TimeRange;
  cursor: number | null;
  /** Moves the cursor to a moment of the list and plays from there. */
  onSeek(ts: number): void;
  /** The URL's transcriptionTime: the transcription row a Search link opens at. */
  transcriptionTime?: number;
}

interface StreamTabPanel {
  key: StreamTab;
  /** The tab's label, as `namespace:key`. */
  label: string;
  enabled(station: StreamStation, overlays: StreamOverlays): boolean;
  Panel: ComponentType<StreamTabProps>;
}

const STREAM_TAB_PANELS: readonly StreamTabPanel[] = [
  {
    key: 'audiomatches',
    label: 'audio-matches:tab',
    enabled: (_station, overlays) => overlays.matches,
    Panel: lazy(() => import('./matches/AudioMatchesTab').then((module) => ({ default: module.AudioMatchesTab }))),
  },
  {
    key: 'livementions',
    label: 'live-mentions:tab',
    enabled: (_station, overlays) => overlays.liveMentions,
    Panel: lazy(() =>
      import('../live-mentions/LiveMentionsTab').then((module) => ({ default: module.LiveMentionsTab })),
    ),
  },
  {
    key: 'transcriptions',
    label: 'transcription:tab',
    enabled: hasTranscription,
    Panel: lazy(() =>
      import('./transcription/TranscriptionsTab').then((module) => ({ default: module.TranscriptionsTab })),
    ),
  },
];

const shownTabs = (station: StreamStation, overlays: StreamOverlays) =>
  STREAM_TAB_PANELS.filter((tab) => tab.enabled(station, overlays));

/** Whether the station has any tab to show (the screen gives them the column beside a video). */
export const hasStreamTabs = (station: StreamStation, overlays: StreamOverlays) =>
  shownTabs(station, overlays).length > 0;

// Memoised: the screen renders on every playhead tick, and a tab's list need not.
export const StreamTabs = memo(function StreamTabs(props: StreamTabProps) {
  const { t } = useTranslation('logger-stream');
  const shown = shownTabs(props.station, props.overlays);
  if (shown.length === 0) return null;
  return (
    <TabLinks label={t('tabs.label')} tabs={shown.map((tab) => ({ value: tab.key, label: t(tab.label) }))}>
      {shown.map(({ key, Panel }) => (
        <Tabs.Panel key={key} value={key}>
          {/* A chunk that fails to download (a new deploy, a lost connection) fails its tab only. */}
          <ErrorBoundary fallback={<ErrorState title={t('tabs.loadFailed')} />}>
            <Suspense fallback={<LoadingState label={t('tabs.loading')} />}>
              <Panel {...props} />
            </Suspense>
          </ErrorBoundary>
        </Tabs.Panel>
      ))}
    </TabLinks>
  );
});
