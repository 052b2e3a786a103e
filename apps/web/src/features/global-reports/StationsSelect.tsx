/**
 * The stations a global report covers: a multi-select of the caller's stations with audit (or
 * those a report needs, e.g. lower thirds). Nothing chosen reads as every station, and so does
 * choosing them all (spec 03 section 5: all stations serialise as empty).
 */
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ReportStation {
  id: string;
  name: string;
}

export interface StationsSelectProps {
  stations: readonly ReportStation[];
  value: string[];
  onChange: (value: string[]) => void;
  /** Under the field: what the report needs of the choice. */
  description?: string;
  /** The placeholder with nothing chosen; 'All stations' unless the report needs a choice. */
  placeholder?: string;
  error?: string | null;
}

/**
 * The `stationsIds` of a report body: empty for every station, whether nothing or everything
 * is chosen; otherwise the chosen ids in list order.
 */
export function stationsIdsOf(chosen: readonly string[], stations: readonly ReportStation[]): string[] {
  const ids = stations.filter((station) => chosen.includes(station.id)).map((station) => station.id);
  return ids.length === stations.length ? [] : ids;
}

export function StationsSelect({ stations, value, onChange, description, placeholder, error }: StationsSelectProps) {
  const { t } = useTranslation('global-reports');
  return (
    <MultiSelect
      label={t('filters.stations')}
      placeholder={value.length === 0 ? (placeholder ?? t('filters.allStations')) : undefined}
      data={stations.map((station) => ({ value: station.id, label: station.name }))}
      value={value}
      onChange={onChange}
      description={description}
      searchable
      clearable
      nothingFoundMessage={t('filters.noStation')}
      error={error}
      miw={260}
      maw={520}
    />
  );
}
