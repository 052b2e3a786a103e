/**
 * A saved report's configuration (spec 03 "reportConfig"): the stations by name (none listed:
 * every station with audit), the range in the user's timezone, the lists it narrows by ('Any'
 * when empty), the custom field and how many matches were left out.
 */
import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportConfig } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { useFormatDateTime } from '../../../lib/use-date-time';
import { stationsQueryOptions } from '../../stations/stations.api';

export function ReportConfigView({ config }: { config: ReportConfig }) {
  const { t, i18n } = useTranslation('created-reports');
  const { api } = useAppServices();
  const stations = useQuery(stationsQueryOptions(api));
  const formatDateTime = useFormatDateTime();
  const list = (items: readonly string[]) =>
    items.length > 0 ? (
      items.join(', ')
    ) : (
      <Text span c="dimmed">
        {t('config.any')}
      </Text>
    );
  const stationNames = () => {
    if (config.stationsIds.length === 0) return t('config.allStations');
    const names = new Map(stations.data?.map((station) => [station.id, station.name]));
    return config.stationsIds.map((id) => names.get(id) ?? t('config.unknownStation')).join(', ');
  };
  const customFields = Object.entries(config.customFields).map(([name, value]) => `${name}: ${value}`);

  const rows: [string, ReactNode][] = [
    [t('config.stations'), stations.isPending && config.stationsIds.length > 0 ? '…' : stationNames()],
    [t('config.range'), `${formatDateTime(config.from)} – ${formatDateTime(config.to)}`],
    [t('config.advertisers'), list(config.advertisers)],
    [t('config.campaigns'), list(config.campaigns)],
    [t('config.versions'), list(config.versions)],
    [t('config.customFields'), list(customFields)],
    [t('config.customIds'), list(config.customIds)],
    [t('config.orders'), list(config.orders)],
    [t('config.excludedMatches'), new Intl.NumberFormat(i18n.language).format(config.excludedMatches.length)],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label={t('config.title')}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={200} scope="row">
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
