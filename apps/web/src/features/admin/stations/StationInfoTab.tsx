/** The info tab of a station: name, slug, timezone, language, format and, with audit, its review thresholds. */
import type { ReactNode } from 'react';
import { Code, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Station } from '@antena/contract';
import { formatKey, languageKey } from './station-labels';

export function StationInfoTab({ station }: { station: Station }) {
  const { t } = useTranslation(['stations', 'finding-review']);
  const rows: [string, ReactNode][] = [
    [t('info.name'), station.name],
    [t('info.slug'), <Code key="slug">{station.slug}</Code>],
    [t('info.timezone'), station.timezone],
    [t('info.language'), t(languageKey(station.language), { defaultValue: station.language })],
    [t('info.format'), t(formatKey(station.format))],
  ];
  // Issue 33 point 4: under these, findings wait for review instead of counting in reports.
  if (station.featuresConfig.audit.enabled) {
    rows.push([t('finding-review:settings.matchThreshold'), station.auditReview.matchThreshold]);
    if (station.featuresConfig.audit.liveMentionsEnabled)
      rows.push([t('finding-review:settings.mentionThreshold'), `${station.auditReview.mentionThreshold} %`]);
  }
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
