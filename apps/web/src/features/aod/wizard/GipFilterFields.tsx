/**
 * The GIP filter of a rule's report (spec 03 "reportConfig"; section 5: advertisers need
 * stations, campaigns need advertisers, versions need campaigns, each list from GET
 * /v2/audit/gip/advertisers|campaigns|versions). A compact form of its own: the reports area's
 * GIP form was not there to share when this was written (features/aod/DECISIONS.md). Changing a
 * list drops the choices below it, whose options it decided.
 */
import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { isAuditEnabled } from '../../audit/audit-stations';
import { stationsQueryOptions } from '../../stations/stations.api';
import { gipChoicesQueryOptions, type GipChoiceList } from '../aod.api';
import type { ReportConfigValues } from '../aod-rule-form';

type Filter = Pick<ReportConfigValues, 'stationsIds' | 'advertisers' | 'campaigns' | 'versions'>;

/** The filter after one list changed: the lists it narrows start over. */
export function withGipList(values: Filter, list: keyof Filter, chosen: string[]): Filter {
  switch (list) {
    case 'stationsIds':
      return { stationsIds: chosen, advertisers: [], campaigns: [], versions: [] };
    case 'advertisers':
      return { ...values, advertisers: chosen, campaigns: [], versions: [] };
    case 'campaigns':
      return { ...values, campaigns: chosen, versions: [] };
    default:
      return { ...values, versions: chosen };
  }
}

export interface GipFilterFieldsProps {
  values: Filter;
  onChange: (values: Filter) => void;
}

export function GipFilterFields({ values, onChange }: GipFilterFieldsProps) {
  const { t } = useTranslation('aod');
  const { api } = useAppServices();
  const stations = useQuery(stationsQueryOptions(api));
  const auditStations = (stations.data ?? []).filter(isAuditEnabled);
  const filter = { stations: values.stationsIds, advertisers: values.advertisers, campaigns: values.campaigns };
  const ready: Record<GipChoiceList, boolean> = {
    advertisers: values.stationsIds.length > 0,
    campaigns: values.stationsIds.length > 0 && values.advertisers.length > 0,
    versions: values.stationsIds.length > 0 && values.advertisers.length > 0 && values.campaigns.length > 0,
  };
  const lists = {
    advertisers: useQuery({ ...gipChoicesQueryOptions(api, 'advertisers', filter), enabled: ready.advertisers }),
    campaigns: useQuery({ ...gipChoicesQueryOptions(api, 'campaigns', filter), enabled: ready.campaigns }),
    versions: useQuery({ ...gipChoicesQueryOptions(api, 'versions', filter), enabled: ready.versions }),
  };

  const choiceField = (list: GipChoiceList) => {
    const query = lists[list];
    // Keep what the rule already names even when the list no longer offers it.
    const options = [...new Set([...(query.data?.results ?? []), ...values[list]])];
    return (
      <MultiSelect
        key={list}
        label={t(`config.${list}`)}
        placeholder={ready[list] ? t('config.all') : undefined}
        description={ready[list] ? undefined : t(`config.${list}Needs`)}
        disabled={!ready[list]}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('clearField', { field: t(`config.${list}`) }) }}
        data={options}
        value={values[list]}
        onChange={(chosen) => onChange(withGipList(values, list, chosen))}
        error={query.isError ? t('config.choicesFailed') : undefined}
        nothingFoundMessage={query.isFetching ? t('config.choicesLoading') : t('config.noChoices')}
      />
    );
  };

  return (
    <>
      <MultiSelect
        label={t('config.stations')}
        placeholder={values.stationsIds.length === 0 ? t('config.allStations') : undefined}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('clearField', { field: t('config.stations') }) }}
        data={auditStations.map((station) => ({ value: station.id, label: station.name }))}
        value={values.stationsIds}
        onChange={(chosen) => onChange(withGipList(values, 'stationsIds', chosen))}
      />
      {choiceField('advertisers')}
      {choiceField('campaigns')}
      {choiceField('versions')}
    </>
  );
}
