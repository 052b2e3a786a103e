/**
 * /search/s/{slug} (spec 02 Search): search what a station said between two moments, results
 * per minute with 'Show on stream'. Without the transcription feature the screen says so
 * ('This feature is not available for {station}', 'Contact your administrator'); with no speech
 * engine on the server it says that too, as searches then find only what was transcribed before.
 */
import { Alert, Stack } from '@mantine/core';
import { IconLock, IconMicrophoneOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Station } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, LoadingState } from '../../components/QueryState';
import { isApiError } from '../../lib/api-error';
import { isVideoStation } from '../logger-stream/stream-station';
import { notTranscribed } from '../logger-stream/transcription/transcription-availability';
import { stationsQueryOptions } from '../stations/stations.api';
import { searchPageQueryOptions } from './search.api';
import { SearchForm } from './SearchForm';
import { askedSearch, type TranscriptionSearch } from './search-params';
import { SearchResults } from './SearchResults';
import { SearchStationSwitcher } from './SearchStationSwitcher';

export interface SearchScreenProps {
  slug: string;
  search: TranscriptionSearch;
  onSearchChange(search: TranscriptionSearch): void;
}

export function SearchScreen({ slug, search, onSearchChange }: SearchScreenProps) {
  const { t } = useTranslation('search');
  const { api } = useAppServices();
  const stations = useQuery(stationsQueryOptions(api));
  const station = stations.data?.find((candidate) => candidate.slug === slug);
  const header = (
    <PageHeader
      title={station ? `${t('title')} · ${station.name}` : t('title')}
      breadcrumbs={[{ label: t('title'), link: { to: '/search' } }, { label: station?.name ?? slug }]}
      actions={<SearchStationSwitcher slug={slug} />}
    />
  );
  if (stations.isPending) return <LoadingState label={t('station.loading')} />;
  if (stations.isError)
    return <LoadError error={stations.error} onRetry={() => void stations.refetch()} title={t('station.loadFailed')} />;
  return (
    <>
      {header}
      {station ? (
        <StationSearch key={station.id} station={station} search={search} onSearchChange={onSearchChange} />
      ) : (
        <EmptyState title={t('station.notFound')} description={t('station.notFoundHelp', { slug })} />
      )}
    </>
  );
}

interface StationSearchProps extends Omit<SearchScreenProps, 'slug'> {
  station: Station;
}

function StationSearch({ station, search, onSearchChange }: StationSearchProps) {
  const { t } = useTranslation('search');
  const { api } = useAppServices();
  const asked = askedSearch(search);
  const enabled = station.featuresConfig.transcription.enabled;
  // The URL's page counts from 1, the API's from 0.
  const results = useQuery(
    searchPageQueryOptions(api, station.id, enabled && asked ? { ...asked, page: search.page - 1 } : null),
  );
  const availability = results.data?.availability;
  const reason = availability ? notTranscribed({ availability }) : null;
  // The built-in engine's own reasons; the feature and a missing engine have their texts here.
  const localEngineReason = reason === 'stationOff' || reason === 'noEngine' ? null : reason;
  if (!enabled || availability?.enabled === false) {
    return (
      <EmptyState
        icon={<IconLock size={28} />}
        title={t('unavailable.title', { station: station.name })}
        description={t('unavailable.help')}
      />
    );
  }
  const queryRefused = results.isError && isApiError(results.error) && results.error.status === 400;
  return (
    <Stack gap="md">
      <SearchForm
        search={search}
        timeZone={station.timezone}
        queryRefused={queryRefused}
        onSubmit={(next) => onSearchChange({ ...next, page: 1 })}
      />
      {availability?.engine === 'none' && (
        <Alert color="yellow" icon={<IconMicrophoneOff />} title={t('noEngine.title')} role="status">
          {t('noEngine.help')}
        </Alert>
      )}
      {localEngineReason && (
        <Alert
          color="yellow"
          icon={<IconMicrophoneOff />}
          title={t(`transcription:${localEngineReason}.title`)}
          role="status"
        >
          {t(`transcription:${localEngineReason}.message`)}
        </Alert>
      )}
      {asked && (
        <SearchResults
          station={station}
          video={isVideoStation(station)}
          query={asked.query}
          results={results}
          queryRefused={queryRefused}
          onPageChange={(page) => onSearchChange({ ...search, page })}
        />
      )}
    </Stack>
  );
}
