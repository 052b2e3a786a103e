/**
 * /fragments/s/{slug}/fragment/{id}/export (spec 02 "Fragments" Export): external export and
 * delivery (behind Fragments_Delivery when the permission check is on), and CFR transcoding for
 * video stations that have it, and publishing to the social platforms the station has enabled
 * (features/social-export, behind Fragments_SocialPublish when the permission check is on).
 */
import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isVideoStation } from '../logger-stream/stream-station';
import { CfrTranscodingPanel } from './CfrTranscodingPanel';
import { DeliveryPanel } from './DeliveryPanel';
import { ExternalExportPanel } from './ExternalExportPanel';
import { useFragmentContext } from './fragment-context';
import { useCanDeliver } from './use-can-deliver';
import { SocialPublishSection } from '../social-export/SocialPublishSection';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function FragmentExportScreen() {
  const { t } = useTranslation('fragments');
  const { fragment, station } = useFragmentContext();
  const access = useCanDeliver();
  const cfr = isVideoStation(station) && station.featuresConfig.fragments.cfrTranscoding.enabled;
  const denied = (
    <Text size="sm" c="dimmed">
      {t('permission.denied')}
    </Text>
  );
  return (
    <Stack gap="md">
      <Section title={t('externalExport.title')}>
        {access === 'allowed' ? (
          <ExternalExportPanel fragmentId={fragment.id} stationId={station.id} timeZone={station.timezone} />
        ) : (
          access === 'denied' && denied
        )}
      </Section>
      <Section title={t('delivery.title')}>
        {access === 'allowed' ? (
          <DeliveryPanel
            fragmentId={fragment.id}
            stationId={station.id}
            mediaReady={fragment.media.status === 'READY'}
          />
        ) : (
          access === 'denied' && denied
        )}
      </Section>
      <Section title={t('social-export:publish.title')}>
        <SocialPublishSection fragment={fragment} station={station} />
      </Section>
      {cfr && (
        <Section title={t('cfr.title')}>
          <CfrTranscodingPanel fragmentId={fragment.id} mediaReady={fragment.media.status === 'READY'} />
        </Section>
      )}
    </Stack>
  );
}
