/**
 * The custom id filter of the schedule screens: custom ids typed or picked from those scheduled on
 * the station (a suggestion list that may fail to load: typing still works).
 */
import { TagsInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { scheduleCustomIdsQueryOptions } from '../schedules.api';
import { customIdList } from './schedule-search';

export interface CustomIdFilterProps {
  stationId: string;
  /** The comma list of the URL. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

export function CustomIdFilter({ stationId, value, onChange }: CustomIdFilterProps) {
  const { t } = useTranslation('audit-schedules');
  const { api } = useAppServices();
  const suggestions = useQuery(scheduleCustomIdsQueryOptions(api, stationId));
  const ids = customIdList(value);
  return (
    <TagsInput
      label={t('filter.customIds')}
      placeholder={ids.length === 0 ? t('filter.customIdsPlaceholder') : undefined}
      data={suggestions.data ?? []}
      value={ids}
      onChange={(next) => onChange(customIdList(next.join(',')).join(',') || undefined)}
      w={280}
    />
  );
}
