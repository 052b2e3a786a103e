/**
 * /admin/social-export/{platform} (spec 02 "Social export", client-admin only): each of the
 * client's stations with its connection to the platform (connected as whom, by whom and when; or
 * not connected; or to be connected again), connect (the platform's consent screen through the
 * login path, or Dailymotion's API-key form) and disconnect, and a link to the latest videos
 * sent. The OAuth callback comes back here with `?connected=` or `?error=`, said in a toast.
 */
import { useEffect } from 'react';
import { Avatar, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconList, IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IntegrationState, Station } from '@antena/contract';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ButtonLink } from '../../components/links';
import { PageHeader } from '../../components/PageHeader';
import { confirm } from '../../components/ConfirmModal';
import { useAppServices } from '../../lib/app-services';
import { errorText } from '../../lib/api-error';
import { useFormatDateTime } from '../../lib/use-date-time';
import { useMediaUrl } from '../player/media-url';
import { stationsQueryOptions } from '../stations/stations.api';
import { useAdminBreadcrumbs } from '../admin/dashboard/use-admin-breadcrumbs';
import { connectionsQueryOptions, deleteConnection, socialKeys } from './social-export.api';
import type { PlatformNoticeSearch } from './social-export-search';
import { LOGIN_TARGETS, type SocialPlatform } from './social-platform';

/** Leaving the app for the platform's consent screen; replaceable in tests (jsdom cannot navigate). */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

interface Row {
  station: Station;
  enabled: boolean;
  state: IntegrationState | null;
}

export interface SocialPlatformScreenProps {
  platform: SocialPlatform;
  notice?: PlatformNoticeSearch;
  /** Drops the callback's query from the address once it was said. */
  onNoticeShown?: () => void;
}

export function SocialPlatformScreen({ platform, notice = {}, onNoticeShown }: SocialPlatformScreenProps) {
  const { t } = useTranslation('social-export');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const mediaUrl = useMediaUrl();
  const name = t(`platforms.${platform}`);
  const breadcrumbs = useAdminBreadcrumbs({ label: t('title'), link: { to: '/admin/social-export' } }, { label: name });
  const stations = useQuery(stationsQueryOptions(api));
  const connections = useQuery(connectionsQueryOptions(api, platform));

  const { connected, error } = notice;
  const stationsLoaded = !stations.isPending;
  useEffect(() => {
    if ((connected === undefined && error === undefined) || !stationsLoaded) return;
    if (error !== undefined) {
      notifications.show({ color: 'red', title: t('connect.failed'), message: error });
    } else {
      const station = stations.data?.find((one) => one.id === connected || one.slug === connected);
      notifications.show({ color: 'teal', message: t('connect.connected', { station: station?.name ?? connected }) });
    }
    onNoticeShown?.();
    // Said once, when the callback brought the user back and the stations are known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connected, error, stationsLoaded]);

  const disconnect = useMutation({
    mutationFn: (stationId: string) => deleteConnection(api, stationId, platform),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('disconnect.done') });
      void queryClient.invalidateQueries({ queryKey: socialKeys.all });
    },
    onError: (failure) => notifications.show({ color: 'red', message: errorText(failure, t) }),
  });

  const connect = async (station: Station, target: string) => {
    try {
      browserNavigation.assign(await mediaUrl(`/social-export/auth/${target}/login`, { station: station.id }));
    } catch (failure) {
      notifications.show({ color: 'red', message: errorText(failure, t) });
    }
  };

  const askDisconnect = async (station: Station) => {
    const ok = await confirm({
      title: t('disconnect.title', { platform: name }),
      message: t('disconnect.message', { station: station.name, platform: name }),
      confirmLabel: t('disconnect.confirm'),
      danger: true,
    });
    if (ok) disconnect.mutate(station.id);
  };

  const rows: Row[] | undefined =
    stations.data && connections.data
      ? stations.data.map((station) => ({
          station,
          enabled: station.featuresConfig.fragments.platformUpload[platform].enabled,
          state: connections.data.results.find((state) => state.stationId === station.id) ?? null,
        }))
      : undefined;

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'station',
      header: t('connections.station'),
      sortValue: (row) => row.station.name,
      cell: (row) => <Text fw={600}>{row.station.name}</Text>,
    },
    {
      id: 'state',
      header: t('connections.state'),
      cell: ({ state, enabled }) => <ConnectionState state={state} enabled={enabled} formatDateTime={formatDateTime} />,
    },
    {
      id: 'actions',
      header: t('connections.actions'),
      align: 'right',
      cell: ({ station, state, enabled }) => {
        if (!enabled) return null;
        const actions = [];
        if (!state?.connected || state.needsReconnect) {
          if (platform === 'DAILYMOTION') {
            actions.push(
              <ButtonLink
                key="connect"
                size="xs"
                to="/admin/social-export/dailymotion/connect/$station"
                params={{ station: station.id }}
                aria-label={t('connect.actionFor', { station: station.name })}
                leftSection={<IconPlugConnected size={14} />}
              >
                {t(state?.needsReconnect ? 'connect.reconnect' : 'connect.action')}
              </ButtonLink>,
            );
          } else {
            for (const target of LOGIN_TARGETS[platform]) {
              const business = target.endsWith('-business');
              actions.push(
                <Button
                  key={target}
                  size="xs"
                  variant={business ? 'default' : 'filled'}
                  leftSection={<IconPlugConnected size={14} />}
                  aria-label={t(business ? 'connect.businessFor' : 'connect.actionFor', { station: station.name })}
                  onClick={() => void connect(station, target)}
                >
                  {t(business ? 'connect.business' : state?.needsReconnect ? 'connect.reconnect' : 'connect.action')}
                </Button>,
              );
            }
          }
        }
        if (state?.connected) {
          actions.push(
            <Button
              key="disconnect"
              size="xs"
              variant="default"
              color="red"
              leftSection={<IconPlugConnectedX size={14} />}
              aria-label={t('disconnect.actionFor', { station: station.name })}
              loading={disconnect.isPending && disconnect.variables === station.id}
              onClick={() => void askDisconnect(station)}
            >
              {t('disconnect.action')}
            </Button>,
          );
        }
        return (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            {actions}
          </Group>
        );
      },
    },
  ];

  const failed = stations.isError ? stations : connections.isError ? connections : null;
  return (
    <>
      <PageHeader
        title={t('platformTitle', { platform: name })}
        breadcrumbs={breadcrumbs}
        actions={
          <ButtonLink
            variant="default"
            leftSection={<IconList size={16} />}
            to="/admin/social-export/uploaded/$platform"
            params={{ platform: platform.toLowerCase() }}
          >
            {t('uploads.link')}
          </ButtonLink>
        }
      />
      <DataTable
        label={t('connections.label', { platform: name })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.station.id}
        loadingLabel={t('connections.loading')}
        defaultSort={{ column: 'station', direction: 'asc' }}
        failed={
          failed
            ? { title: t('connections.loadFailed'), error: failed.error, onRetry: () => void failed.refetch() }
            : null
        }
        empty={<EmptyState icon={<IconPlugConnectedX size={28} />} title={t('connections.empty')} />}
      />
    </>
  );
}

function ConnectionState({
  state,
  enabled,
  formatDateTime,
}: {
  state: IntegrationState | null;
  enabled: boolean;
  formatDateTime: ReturnType<typeof useFormatDateTime>;
}) {
  const { t } = useTranslation('social-export');
  if (!enabled) {
    return (
      <Badge variant="light" color="gray">
        {t('connections.featureOff')}
      </Badge>
    );
  }
  if (!state?.connected) {
    return (
      <Badge variant="light" color="gray">
        {t('connections.notConnected')}
      </Badge>
    );
  }
  const profileName = state.profile?.displayName ?? '-';
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Avatar src={state.profile?.photo ?? null} alt={profileName} size="sm" radius="xl" />
        <Text size="sm">
          {t('connections.connectedAs')}{' '}
          {state.profile?.url ? (
            <a href={state.profile.url} target="_blank" rel="noreferrer">
              {profileName}
            </a>
          ) : (
            profileName
          )}
        </Text>
        {state.needsReconnect && (
          <Tooltip label={state.error ?? t('connections.reconnectHelp')} multiline maw={320}>
            <Badge color="orange" variant="light">
              {t('connections.reconnect')}
            </Badge>
          </Tooltip>
        )}
      </Group>
      {state.needsReconnect && state.error && (
        <Text size="xs" c="orange">
          {state.error}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('connections.connectedBy', {
          user: state.connectedBy ?? '-',
          date: formatDateTime(state.connectedAt),
        })}
      </Text>
    </Stack>
  );
}
