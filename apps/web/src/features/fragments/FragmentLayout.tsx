/**
 * The frame of a fragment's screens (spec 02 "Fragments"): breadcrumbs Fragments › station
 * switcher › the title shortened to 30 characters, the nav links (Info, Export, Audiogram, and
 * Content AI with the content-AI feature flag) and
 * the delete button with its confirmation. Loads the fragment (retried and polled,
 * fragments.api.ts) and gives it to the screen inside.
 */
import type { ReactNode } from 'react';
import { Breadcrumbs, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileExport, IconInfoCircle, IconSparkles, IconTrash, IconWaveSine } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';
import { useFeatureFlag } from '../../lib/use-feature-flag';
import { confirm } from '../../components/ConfirmModal';
import { AnchorLink, ButtonLink } from '../../components/links';
import { LoadError, LoadingState } from '../../components/QueryState';
import { deleteFragment, fragmentKeys, fragmentQueryOptions } from './fragments.api';
import { shortTitle } from './fragments-format';
import { FragmentContext } from './fragment-context';
import { FragmentsStationSwitcher } from './FragmentsStationSwitcher';
import { useFragmentsStation } from './use-fragments-station';

const FRAGMENT_PATH = '/fragments/s/$station/fragment/$fragmentId';

export interface FragmentLayoutProps {
  slug: string;
  fragmentId: string;
  children: ReactNode;
}

export function FragmentLayout({ slug, fragmentId, children }: FragmentLayoutProps) {
  const { t } = useTranslation('fragments');
  const { t: tAudiogram } = useTranslation('fragment-audiogram');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { stations, station: slugStation } = useFragmentsStation(slug);
  const fragment = useQuery(fragmentQueryOptions(api, fragmentId));
  const contentAiEnabled = useFeatureFlag('app__content_ai_enabled');
  const backToList = (
    <ButtonLink to="/fragments/s/$station" params={{ station: slug }} variant="default" size="xs">
      {t('info.backToList')}
    </ButtonLink>
  );

  if (fragment.isError)
    return (
      <LoadError
        error={fragment.error}
        onRetry={() => void fragment.refetch()}
        title={t('info.loadFailed')}
        notFound={{ title: t('info.notFound'), action: backToList }}
      />
    );
  if (!fragment.data || stations.isPending) return <LoadingState label={t('info.loading')} />;
  // The fragment's own station, even when the address names another one of the user's.
  const station = stations.data?.find((candidate) => candidate.id === fragment.data.stationId) ?? slugStation;
  if (!station) return <LoadingState label={t('info.loading')} />;

  const remove = async () => {
    const confirmed = await confirm({
      title: t('delete.title'),
      message: t('delete.message', { title: fragment.data.title }),
      confirmLabel: t('delete.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteFragment(api, fragmentId);
    } catch (error) {
      console.error('Fragment deletion failed', error);
      notifications.show({ color: 'red', message: t('delete.failed') });
      return;
    }
    notifications.show({ color: 'teal', message: t('delete.done') });
    await navigate({ to: '/fragments/s/$station', params: { station: station.slug } });
    queryClient.removeQueries({ queryKey: fragmentKeys.one(fragmentId) });
    void queryClient.invalidateQueries({ queryKey: fragmentKeys.all });
  };

  const base = `/fragments/s/${slug}/fragment/${fragmentId}`;
  const under = (sub: string) => pathname === `${base}/${sub}` || pathname.startsWith(`${base}/${sub}/`);
  const tabs = [
    { sub: 'export', to: `${FRAGMENT_PATH}/export`, label: t('info.navExport'), icon: <IconFileExport size={16} /> },
    { sub: 'audiogram', to: `${FRAGMENT_PATH}/audiogram`, label: tAudiogram('nav'), icon: <IconWaveSine size={16} /> },
    ...(contentAiEnabled
      ? [
          {
            sub: 'content-ai',
            to: `${FRAGMENT_PATH}/content-ai`,
            label: t('info.navContentAi'),
            icon: <IconSparkles size={16} />,
          },
        ]
      : []),
  ] as const;
  const onInfo = !tabs.some((tab) => under(tab.sub));
  const params = { station: slug, fragmentId };
  return (
    <FragmentContext.Provider value={{ fragment: fragment.data, station }}>
      <Stack gap="sm" mb="lg" component="header">
        <nav aria-label={t('info.breadcrumbs')}>
          <Breadcrumbs separatorMargin={6} styles={{ root: { alignItems: 'center' } }}>
            <AnchorLink to="/fragments/s/$station" params={{ station: station.slug }} size="sm">
              {t('title')}
            </AnchorLink>
            <FragmentsStationSwitcher slug={station.slug} size="xs" />
            <Text size="sm" c="dimmed" aria-current="page" title={fragment.data.title}>
              {shortTitle(fragment.data.title)}
            </Text>
          </Breadcrumbs>
        </nav>
        <Group justify="space-between" gap="xs">
          <Group gap="xs" component="nav" aria-label={t('info.nav')}>
            <ButtonLink
              to={FRAGMENT_PATH}
              params={params}
              variant={onInfo ? 'light' : 'subtle'}
              leftSection={<IconInfoCircle size={16} />}
              aria-current={onInfo ? 'page' : undefined}
            >
              {t('info.navInfo')}
            </ButtonLink>
            {tabs.map((tab) => (
              <ButtonLink
                key={tab.sub}
                to={tab.to}
                params={params}
                variant={under(tab.sub) ? 'light' : 'subtle'}
                leftSection={tab.icon}
                aria-current={under(tab.sub) ? 'page' : undefined}
              >
                {tab.label}
              </ButtonLink>
            ))}
          </Group>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => void remove()}>
            {t('delete.button')}
          </Button>
        </Group>
      </Stack>
      {children}
    </FragmentContext.Provider>
  );
}
