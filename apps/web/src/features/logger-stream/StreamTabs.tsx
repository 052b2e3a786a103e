/**
 * spec 02 "Logger stream": the tabs below the strip, each shown only when the station has its
 * feature. Their lists arrive with the audit, transcription and video-analysis issues; until
 * then each panel says honestly that there is nothing to show.
 */
import { memo } from 'react';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeaturesConfig } from '@antena/contract';
import { EmptyState } from '../../components/EmptyState';
import { TabLinks } from '../../components/TabLinks';
import { STREAM_TABS, type StreamTab } from './stream-search';

/** Which station feature shows each tab (spec 02 section 3 featuresConfig). */
export function visibleStreamTabs(features: FeaturesConfig): StreamTab[] {
  const enabled: Record<StreamTab, boolean> = {
    audiomatches: features.audit.enabled,
    livementions: features.audit.liveMentionsEnabled,
    transcriptions: features.transcription.enabled,
    lowerthird: features.videoAnalysis.lowerThird.enabled,
    adoverlay: features.videoAnalysis.adOverlays.enabled,
  };
  return STREAM_TABS.filter((tab) => enabled[tab]);
}

export const StreamTabs = memo(function StreamTabs({ features }: { features: FeaturesConfig }) {
  const { t } = useTranslation('logger-stream');
  const tabs = visibleStreamTabs(features);
  if (tabs.length === 0) return null;
  return (
    <TabLinks label={t('tabs.label')} tabs={tabs.map((tab) => ({ value: tab, label: t(`tabs.${tab}`) }))}>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab} value={tab}>
          <EmptyState title={t('tabs.emptyTitle')} description={t(`tabs.empty.${tab}`)} />
        </Tabs.Panel>
      ))}
    </TabLinks>
  );
});
