/**
 * The station switcher of the fragment screens (spec 02 "Fragments": the list's header and the
 * info view's breadcrumbs): the user's stations by name; choosing one opens its fragment list.
 */
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../app/app-services';
import { stationsQueryOptions } from '../stations/stations.api';

export interface FragmentsStationSwitcherProps {
  slug: string;
  size?: 'xs' | 'sm';
}

export function FragmentsStationSwitcher({ slug, size = 'sm' }: FragmentsStationSwitcherProps) {
  const { t } = useTranslation('fragments');
  const { api } = useAppServices();
  const navigate = useNavigate();
  const stations = useQuery(stationsQueryOptions(api));
  const data = (stations.data ?? []).map((station) => ({ value: station.slug, label: station.name }));
  return (
    <Select
      aria-label={t('station.switch')}
      data={data}
      value={slug}
      size={size}
      w={220}
      searchable
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      onChange={(next) => {
        if (next && next !== slug) void navigate({ to: '/fragments/s/$station', params: { station: next } });
      }}
    />
  );
}
