/**
 * The GIP alternative report's stats panel (spec 03 "GIP alternative report screen"): per
 * custom id its schedules and matches, each with its share of all, to 2 decimals.
 */
import { Paper, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AlternativeReportPreview } from '@antena/contract';
import { formatPercent } from './report-format';

export function AlternativeStatsPanel({ preview }: { preview: AlternativeReportPreview }) {
  const { t, i18n } = useTranslation('gip-report');
  const locale = i18n.language;
  const number = new Intl.NumberFormat(locale);
  const percent = (value: number) => `${formatPercent(value, locale)} %`;
  if (preview.stats.length === 0) return null;
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="xs" id="alternative-stats-title">
        {t('stats.label')}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing={4} aria-labelledby="alternative-stats-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stats.customId')}</Table.Th>
              <Table.Th ta="right">{t('stats.schedules')}</Table.Th>
              <Table.Th ta="right">{t('stats.schedulesPercentage')}</Table.Th>
              <Table.Th ta="right">{t('stats.matches')}</Table.Th>
              <Table.Th ta="right">{t('stats.matchesPercentage')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.stats.map((stat) => (
              <Table.Tr key={stat.customId}>
                <Table.Td>{stat.customId}</Table.Td>
                <Table.Td ta="right">{number.format(stat.schedules)}</Table.Td>
                <Table.Td ta="right">{percent(stat.schedulesPercentage)}</Table.Td>
                <Table.Td ta="right">{number.format(stat.matches)}</Table.Td>
                <Table.Td ta="right">{percent(stat.matchesPercentage)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td>{t('stats.total')}</Table.Td>
              <Table.Td ta="right">{number.format(preview.totals.schedules)}</Table.Td>
              <Table.Td />
              <Table.Td ta="right">{number.format(preview.totals.matches)}</Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
