/**
 * /logger/s/{slug} (spec 02 "Logger stream"): loads the station, says 'Loading {station}
 * stream' with the range meanwhile and 'Station not found' for an unknown or unreachable slug,
 * then shows the stream inside a player forced by the URL's player_tech / player_gap_fix.
 */
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';
import { ButtonLink } from '../../components/links';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState, LoadingState } from '../../components/QueryState';
import { isApiError } from '../../lib/api-error';
import { useCurrentUser } from '../auth/use-current-user';
import { PlayerProvider } from '../player/PlayerProvider';
import { LoggerStreamView } from './LoggerStreamView';
import { streamStationQueryOptions } from './stream.api';
import { LATEST_RECHECK_MS, initialRanges } from './stream-range';
import type { LoggerStreamSearch } from './stream-search';
import { formatStreamTime } from './stream-time';
import { useNow } from './use-now';

export interface LoggerStreamScreenProps {
  slug: string;
  search: LoggerStreamSearch;
}

export function LoggerStreamScreen({ slug, search }: LoggerStreamScreenProps) {
  const { t, i18n } = useTranslation('logger-stream');
  const { api } = useAppServices();
  const user = useCurrentUser();
  const station = useQuery(streamStationQueryOptions(api, slug));
  const now = useNow(LATEST_RECHECK_MS);

  if (!station.data) {
    if (station.isError) {
      const missing = isApiError(station.error) && [400, 403, 404].includes(station.error.status);
      if (missing) {
        return (
          <EmptyState title={t('notFound')} description={t('notFoundHelp', { station: slug })}>
            <ButtonLink to="/logger/status" variant="default">
              {t('backToStatus')}
            </ButtonLink>
          </EmptyState>
        );
      }
      return <ErrorState title={t('loadFailed')} onRetry={() => void station.refetch()} />;
    }
    const { preview } = initialRanges(now, search.cursor, search.length);
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return (
      <Stack gap={0} align="center">
        <LoadingState label={t('loading', { station: slug })} />
        <Text size="sm" c="dimmed">
          {t('loadingRange', {
            from: formatStreamTime(preview.from, timeZone, i18n.language),
            to: formatStreamTime(preview.to, timeZone, i18n.language),
          })}
        </Text>
      </Stack>
    );
  }

  // spec 02 section 6: superadmins see the raw range; one acting as a client user still does.
  const superadmin = user.role === 'SUPERADMIN' || user.impersonator !== null;
  return (
    <PlayerProvider playerTech={search.player_tech} playerGapFixMs={search.player_gap_fix}>
      <LoggerStreamView key={station.data.id} station={station.data} search={search} showIsoRange={superadmin} />
    </PlayerProvider>
  );
}
