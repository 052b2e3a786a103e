/**
 * A rule read back, one part at a time (the review step shows them all; the rule view one per
 * tab): basic info, report config, export options and export conditions.
 */
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';
import { stationsQueryOptions } from '../stations/stations.api';
import { parseList, type AodRuleValues } from './aod-rule-form';
import { Field } from '../../components/Field';
import { usePathFormats } from './wizard/ExportOptionsStep';

const listText = (items: readonly string[], all: string) => (items.length > 0 ? items.join(', ') : all);

export function BasicSummary({ values }: { values: AodRuleValues }) {
  const { t } = useTranslation('aod');
  const { basic } = values;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Field label={t('rule.name')}>{basic.name}</Field>
      <Field label={t('rule.reportType')}>{basic.reportType ? t(`reportType.${basic.reportType}`) : '—'}</Field>
      <Field label={t('rule.trigger')}>
        {basic.trigger ? `${t(`trigger.${basic.trigger}.label`)}: ${t(`trigger.${basic.trigger}.help`)}` : '—'}
      </Field>
      <Field label={t('rule.state')}>{t(basic.active ? 'rule.active' : 'rule.inactive')}</Field>
    </SimpleGrid>
  );
}

export function ReportConfigSummary({ values }: { values: AodRuleValues }) {
  const { t } = useTranslation('aod');
  const { api } = useAppServices();
  const stations = useQuery(stationsQueryOptions(api));
  const config = values.reportConfig;
  const stationNames = config.stationsIds.map((id) => stations.data?.find((station) => station.id === id)?.name ?? id);
  const customFields = Object.entries(config.customFields).map(([name, value]) => `${name}: ${value}`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Field label={t('config.stations')}>{listText(stationNames, t('config.allStations'))}</Field>
      <Field label={t('config.range')}>
        {config.from && config.to
          ? t('config.rangeValue', { from: config.from, to: config.to })
          : t('config.rangeByOrders')}
      </Field>
      <Field label={t('config.advertisers')}>{listText(config.advertisers, t('config.all'))}</Field>
      <Field label={t('config.campaigns')}>{listText(config.campaigns, t('config.all'))}</Field>
      <Field label={t('config.versions')}>{listText(config.versions, t('config.all'))}</Field>
      <Field label={t('config.customIds')}>{listText(parseList(config.customIds), t('config.all'))}</Field>
      <Field label={t('config.orders')}>{listText(parseList(config.orders), '—')}</Field>
      {customFields.length > 0 && <Field label={t('config.customFields')}>{customFields.join(', ')}</Field>}
    </SimpleGrid>
  );
}

export function ExportOptionsSummary({ values }: { values: AodRuleValues }) {
  const { t } = useTranslation('aod');
  const { formats } = usePathFormats();
  const options = values.exportOptions;
  const format = formats.find((candidate) => candidate.id === options.formatId);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Field label={t('options.before')}>{t('options.seconds', { count: options.audioMatchIncludeBefore })}</Field>
      <Field label={t('options.after')}>{t('options.seconds', { count: options.audioMatchIncludeAfter })}</Field>
      <Field label={t('options.excludeVersion')}>{t(options.excludeVersion ? 'yes' : 'no')}</Field>
      <Field label={t('options.publicLink')}>{t(options.publicLink ? 'yes' : 'no')}</Field>
      <Field label={t('options.pathFormat')}>
        {format ? `${format.label} (${format.pattern})` : options.formatId || '—'}
      </Field>
      {options.formatCustomText && <Field label={t('options.customText')}>{options.formatCustomText}</Field>}
    </SimpleGrid>
  );
}

export function ExportConditionsSummary({ values }: { values: AodRuleValues }) {
  const { t } = useTranslation('aod');
  const conditions = values.exportConditions;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Field label={t('conditions.efficiencyCheck')}>
        {conditions.efficiencyCheck
          ? t('conditions.minEfficiencyValue', { percent: conditions.minEfficiency })
          : t('conditions.none')}
      </Field>
    </SimpleGrid>
  );
}
