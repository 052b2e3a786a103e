/** The Search screen's station switcher: the user's stations by name; choosing one opens its search. */
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../app/app-services';
import { stationsQueryOptions } from '../stations/stations.api';

export function SearchStationSwitcher({ slug }: { slug: string }) {
  const { t } = useTranslation('search');
  const { api } = useAppServices();
  const navigate = useNavigate();
  const stations = useQuery(stationsQueryOptions(api));
  const data = (stations.data ?? []).map((station) => ({ value: station.slug, label: station.name }));
  return (
    <Select
      aria-label={t('station.switch')}
      data={data}
      value={slug}
      w={220}
      searchable
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      onChange={(next) => {
        if (next && next !== slug) void navigate({ to: '/search/s/$station', params: { station: next } });
      }}
    />
  );
}
