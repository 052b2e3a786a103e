/**
 * /admin/fragments (spec 02 section 2 "Fragments configuration", client admin): description
 * footers, the media watermark (video stations only), audiogram templates and the station's
 * external target, one tab each (?tab=), each with a station selector. The chosen station is
 * kept across tabs; the watermark tab falls back to the first video station.
 */
import { useState, type ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { IconDeviceTv, IconRadio } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Station } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, LoadingState } from '../../components/QueryState';
import { TabLinks } from '../../components/TabLinks';
import { useAdminBreadcrumbs } from '../admin/dashboard/use-admin-breadcrumbs';
import { stationsQueryOptions } from '../stations/stations.api';
import { AudiogramForm } from './AudiogramForm';
import { ExternalTargetForm } from './ExternalTargetForm';
import { FootersForm } from './FootersForm';
import type { FragmentsConfigTab } from './fragments-config-tabs';
import { StationSelect } from './StationSelect';
import { WatermarkForm } from './WatermarkForm';

export function FragmentsConfigScreen() {
  const { t } = useTranslation('fragments-config');
  const { api } = useAppServices();
  const stations = useQuery(stationsQueryOptions(api));
  const title = t('title');
  const breadcrumbs = useAdminBreadcrumbs({ label: title });
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      {stations.isPending ? (
        <LoadingState label={t('loadingStations')} />
      ) : stations.isError ? (
        <LoadError error={stations.error} title={t('stationsLoadFailed')} onRetry={() => void stations.refetch()} />
      ) : stations.data.length === 0 ? (
        <EmptyState icon={<IconRadio size={28} />} title={t('noStations')} />
      ) : (
        <ConfigTabs stations={stations.data} />
      )}
    </>
  );
}

function ConfigTabs({ stations }: { stations: readonly Station[] }) {
  const { t } = useTranslation('fragments-config');
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(stations[0]!.id);
  const station = stations.find((candidate) => candidate.id === chosen) ?? stations[0]!;
  // spec 02 section 3: format mpegts means a video station.
  const videoStations = stations.filter((candidate) => candidate.format === 'mpegts');
  const videoStation = videoStations.find((candidate) => candidate.id === chosen) ?? videoStations[0];
  const onCancel = () => void navigate({ to: '/admin' });

  const panel = (tab: FragmentsConfigTab, within: readonly Station[], current: Station, form: ReactNode) => (
    <Tabs.Panel value={tab}>
      <StationSelect stations={within} value={current.id} onChange={setChosen} />
      {form}
    </Tabs.Panel>
  );

  return (
    <TabLinks
      label={t('tabs.label')}
      defaultValue="footers"
      tabs={[
        { value: 'footers', label: t('tabs.footers') },
        { value: 'watermark', label: t('tabs.watermark') },
        { value: 'audiogram', label: t('tabs.audiogram') },
        { value: 'export', label: t('tabs.export') },
      ]}
    >
      {panel('footers', stations, station, <FootersForm key={station.id} station={station} onCancel={onCancel} />)}
      {videoStation ? (
        panel(
          'watermark',
          videoStations,
          videoStation,
          <WatermarkForm key={videoStation.id} station={videoStation} onCancel={onCancel} />,
        )
      ) : (
        <Tabs.Panel value="watermark">
          <EmptyState icon={<IconDeviceTv size={28} />} title={t('watermark.noVideoStations')} />
        </Tabs.Panel>
      )}
      {panel('audiogram', stations, station, <AudiogramForm key={station.id} station={station} onCancel={onCancel} />)}
      {panel(
        'export',
        stations,
        station,
        <ExternalTargetForm key={station.id} station={station} onCancel={onCancel} />,
      )}
    </TabLinks>
  );
}
