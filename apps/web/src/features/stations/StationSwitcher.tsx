/**
 * The station switcher of a station's screens (fragments, search): the user's stations by name;
 * choosing another calls `onSwitch` with its slug, which opens the same screen for it.
 */
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../lib/app-services';
import { stationsQueryOptions } from './stations.api';

export interface StationSwitcherProps {
  slug: string;
  label: string;
  onSwitch: (slug: string) => void;
  size?: 'xs' | 'sm';
}

export function StationSwitcher({ slug, label, onSwitch, size = 'sm' }: StationSwitcherProps) {
  const { api } = useAppServices();
  const stations = useQuery(stationsQueryOptions(api));
  const data = (stations.data ?? []).map((station) => ({ value: station.slug, label: station.name }));
  return (
    <Select
      aria-label={label}
      data={data}
      value={slug}
      size={size}
      w={220}
      searchable
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      onChange={(next) => {
        if (next && next !== slug) onSwitch(next);
      }}
    />
  );
}
