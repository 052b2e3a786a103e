/**
 * The origin fragment's media beside the AI articles (the fragments screens' player): a claim of an
 * article plays the moment it cites through the handle this element registers with.
 */
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Content } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { LoadingState } from '../../../components/QueryState';
import { fragmentQueryOptions } from '../../fragments/fragments.api';
import { FragmentMedia } from '../../fragments/FragmentMedia';
import { stationsQueryOptions } from '../../stations/stations.api';

type OriginFragment = NonNullable<Content['source']['data']['fragment']>;

export interface ContentFragmentMediaProps {
  fragment: OriginFragment;
  attach: (element: HTMLMediaElement | null) => void;
}

export function ContentFragmentMedia({ fragment: origin, attach }: ContentFragmentMediaProps) {
  const { t } = useTranslation('content-ai');
  const { api } = useAppServices();
  const fragment = useQuery(fragmentQueryOptions(api, origin.id));
  const stations = useQuery(stationsQueryOptions(api));
  if (fragment.isError)
    return (
      <Text size="sm" c="dimmed">
        {t('articles.playerUnavailable')}
      </Text>
    );
  if (!fragment.data || stations.isPending) return <LoadingState label={t('articles.playerLoading')} />;
  const station = stations.data?.find((candidate) => candidate.id === origin.station.id);
  // A station outside the user's list (a superadmin's view) still plays: its kind is known.
  const format = station?.format ?? (origin.station.isVideo ? 'mpegts' : 'mp3');
  return (
    <FragmentMedia
      fragment={fragment.data}
      station={{ format, timezone: station?.timezone ?? 'UTC' }}
      attach={attach}
    />
  );
}
