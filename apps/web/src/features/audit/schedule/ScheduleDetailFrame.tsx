/**
 * What the schedule detail pages share: the schedule loaded with its audio and match, its loading
 * and load-failure states (a missing schedule says so, with the way back to the list), the
 * link back to the schedule tab it came from, and a schedule of the other type opened on its own
 * page (an address edited by hand, a spot id under mentions).
 */
import type { ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { ButtonLink } from '../../../components/links';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { useAuditStation } from '../audit-station-context';
import { scheduleQueryOptions } from '../schedules.api';
import type { ScheduleCategory } from './schedule-search';

export interface ScheduleDetailFrameProps {
  id: string;
  type: Schedule['type'];
  /** The list tab the page returns to. */
  category: ScheduleCategory;
  title: (schedule: Schedule) => string;
  children: (schedule: Schedule) => ReactNode;
}

export function ScheduleDetailFrame({ id, type, category, title, children }: ScheduleDetailFrameProps) {
  const { t } = useTranslation('audit-schedules');
  const { api } = useAppServices();
  const station = useAuditStation();
  const schedule = useQuery(scheduleQueryOptions(api, station.id, id));
  const back = (
    <ButtonLink
      to="/audit/s/$station/schedule/$category"
      params={{ station: station.slug, category }}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
    >
      {t('detail.back')}
    </ButtonLink>
  );

  if (schedule.isPending) return <LoadingState label={t('detail.loading')} />;
  if (schedule.isError)
    return (
      <LoadError
        error={schedule.error}
        onRetry={() => void schedule.refetch()}
        title={t('detail.loadFailed')}
        notFound={{ title: t('detail.notFound'), action: back }}
      />
    );
  if (schedule.data.type !== type)
    return (
      <Navigate
        to={type === 'SPOT' ? '/audit/s/$station/schedule/mentions/$id' : '/audit/s/$station/schedule/spot/$id'}
        params={{ station: station.slug, id }}
        replace
      />
    );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {title(schedule.data)}
        </Title>
        {back}
      </Group>
      {children(schedule.data)}
    </Stack>
  );
}
