/** The info tab of a station: name, slug, timezone, language and format. */
import type { ReactNode } from 'react';
import { Code, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Station } from '@antena/contract';
import { formatKey, languageKey } from './station-labels';

export function StationInfoTab({ station }: { station: Station }) {
  const { t } = useTranslation('stations');
  const rows: [string, ReactNode][] = [
    [t('info.name'), station.name],
    [t('info.slug'), <Code key="slug">{station.slug}</Code>],
    [t('info.timezone'), station.timezone],
    [t('info.language'), t(languageKey(station.language), { defaultValue: station.language })],
    [t('info.format'), t(formatKey(station.format))],
  ];
  return (
    <Table variant="vertical" withTableBorder maw={640} aria-label={t('tabs.info')}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={180}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
