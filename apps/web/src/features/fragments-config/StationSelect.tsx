/** The station selector of each tab of /admin/fragments: which station's configuration is edited. */
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Station } from '@antena/contract';

export interface StationSelectProps {
  stations: readonly Station[];
  value: string;
  onChange: (stationId: string) => void;
}

export function StationSelect({ stations, value, onChange }: StationSelectProps) {
  const { t } = useTranslation('fragments-config');
  return (
    <Select
      label={t('station')}
      data={stations.map((station) => ({ value: station.id, label: station.name }))}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      searchable={stations.length > 8}
      maw={360}
      mb="md"
    />
  );
}
