/**
 * /logger/status (spec 02 "Logger status"): every station the user reaches with whether it is
 * on air and its last hour of recording, favourites first, refreshed every 5 minutes.
 */
import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState, LoadingState } from '../../components/QueryState';
import { isApiError } from '../../lib/api-error';
import { isSuperadmin } from '../auth/roles';
import { useCurrentUser } from '../auth/use-current-user';
import { LoggerStatusFilters } from './LoggerStatusFilters';
import { stationStatusesQueryOptions } from './logger.api';
import { DEFAULT_LOGGER_STATUS_SEARCH, visibleStations, type LoggerStatusSearch } from './logger-status-search';
import { StationStatusCard } from './StationStatusCard';
import { useFavoriteStations } from './use-favorite-stations';

export interface LoggerStatusScreenProps {
  search: LoggerStatusSearch;
  onSearchChange: (search: LoggerStatusSearch) => void;
}

export function LoggerStatusScreen({ search, onSearchChange }: LoggerStatusScreenProps) {
  const { t, i18n } = useTranslation('logger');
  const { api } = useAppServices();
  const user = useCurrentUser();
  // spec 01: StreamerBox is for client administrators and superadmins; others never see its chip.
  const showStreamerBox = user.role === 'CLIENT_ADMIN' || isSuperadmin(user);
  const statuses = useQuery(stationStatusesQueryOptions(api, user.client?.slug ?? null));
  const { favorites, loaded, toggle } = useFavoriteStations();
  const filtered = search.text.trim() !== '' || search.status !== 'all';

  const body = () => {
    if (statuses.data === undefined) {
      if (statuses.isError) {
        const unreachable = isApiError(statuses.error) && statuses.error.isNetworkError;
        return (
          <ErrorState
            title={t('status.loadFailed')}
            message={unreachable ? t('errors:unresponsive') : t('status.loadFailedHelp')}
            onRetry={() => void statuses.refetch()}
          />
        );
      }
      return <LoadingState label={t('status.loading')} />;
    }
    // Favourites decide the order: wait for them (a local read) so the list does not jump.
    if (!loaded) return <LoadingState label={t('status.loading')} />;

    const stations = visibleStations(statuses.data, search, favorites, i18n.language);
    if (stations.length === 0) {
      return (
        <EmptyState title={t('status.count', { count: 0 })} description={filtered ? t('status.emptyHelp') : undefined}>
          {filtered && (
            <Button variant="default" onClick={() => onSearchChange(DEFAULT_LOGGER_STATUS_SEARCH)}>
              {t('status.clearFilters')}
            </Button>
          )}
        </EmptyState>
      );
    }
    return (
      <>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('status.count', { count: stations.length })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
          {stations.map((station) => (
            <StationStatusCard
              key={station.stationId}
              station={station}
              favorite={favorites.has(station.stationId)}
              onToggleFavorite={toggle}
              now={statuses.dataUpdatedAt}
              showStreamerBox={showStreamerBox}
            />
          ))}
        </SimpleGrid>
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={t('status.title')}
        breadcrumbs={[{ label: t('areas:home'), link: { to: '/' } }, { label: t('status.title') }]}
      />
      <Stack>
        <LoggerStatusFilters search={search} onSearchChange={onSearchChange} />
        {statuses.isRefetchError && (
          <Alert color="yellow" role="alert">
            <Text size="sm" span>
              {t('status.refreshFailed')}{' '}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => void statuses.refetch()}>
              {t('errors:retry')}
            </Button>
          </Alert>
        )}
        {body()}
      </Stack>
    </>
  );
}
