/**
 * /admin/content-ai (spec 02 "Content-AI prompt configuration", client admin): per station, the
 * ordered list of prompts users pick from when generating articles. The engine's notice comes
 * first: without a chat engine the prompts are kept but nothing is generated.
 */
import { useRef, useState } from 'react';
import { Select } from '@mantine/core';
import { IconRadio } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Station } from '@antena/contract';
import { confirm } from '../../../components/ConfirmModal';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { useAppServices } from '../../../lib/app-services';
import { useAdminBreadcrumbs } from '../../admin/dashboard/use-admin-breadcrumbs';
import { stationsQueryOptions } from '../../stations/stations.api';
import { ContentAiEngineNotice } from '../engine/ContentAiEngineNotice';
import { stationContentConfigQueryOptions } from './content-ai-admin.api';
import { StationPromptsEditor } from './StationPromptsEditor';

export function ContentAiAdminScreen() {
  const { t } = useTranslation('content-ai-admin');
  const { api } = useAppServices();
  const stations = useQuery(stationsQueryOptions(api));
  const title = t('title');
  const breadcrumbs = useAdminBreadcrumbs({ label: title });
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <ContentAiEngineNotice />
      {stations.isPending ? (
        <LoadingState label={t('loadingStations')} />
      ) : stations.isError ? (
        <LoadError error={stations.error} title={t('stationsLoadFailed')} onRetry={() => void stations.refetch()} />
      ) : stations.data.length === 0 ? (
        <EmptyState icon={<IconRadio size={28} />} title={t('noStations')} />
      ) : (
        <StationPrompts stations={stations.data} />
      )}
    </>
  );
}

function StationPrompts({ stations }: { stations: readonly Station[] }) {
  const { t } = useTranslation('content-ai-admin');
  const { api } = useAppServices();
  const [chosen, setChosen] = useState(stations[0]!.id);
  const station = stations.find((candidate) => candidate.id === chosen) ?? stations[0]!;
  const config = useQuery(stationContentConfigQueryOptions(api, station.id));
  const dirty = useRef(false);

  const choose = async (next: string | null) => {
    if (!next || next === station.id) return;
    if (dirty.current && !(await confirm({ title: t('switch.title'), message: t('switch.message') }))) return;
    dirty.current = false;
    setChosen(next);
  };

  return (
    <>
      <Select
        label={t('station')}
        data={stations.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        value={station.id}
        onChange={(next) => void choose(next)}
        allowDeselect={false}
        searchable={stations.length > 8}
        maw={360}
        mb="md"
      />
      {config.isPending ? (
        <LoadingState label={t('loading')} />
      ) : config.isError ? (
        <LoadError error={config.error} title={t('loadFailed')} onRetry={() => void config.refetch()} />
      ) : (
        <StationPromptsEditor
          key={station.id}
          station={station}
          config={config.data}
          onDirtyChange={(value) => (dirty.current = value)}
        />
      )}
    </>
  );
}
