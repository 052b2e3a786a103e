/** The columns of the chat engine's calls (LlmUsagePanel): when, for whom, what for, and what it cost. */
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LlmUsageRecord } from '@antena/contract';
import type { DataTableColumn } from '../../components/DataTable';
import { useFormatDateTime } from '../../lib/use-date-time';

export function useLlmUsageColumns(): DataTableColumn<LlmUsageRecord>[] {
  const { t, i18n } = useTranslation('llm-usage');
  const formatDateTime = useFormatDateTime();
  const number = new Intl.NumberFormat(i18n.language);
  const seconds = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return [
    {
      id: 'createdAt',
      header: t('table.date'),
      cell: (row) => formatDateTime(row.createdAt, { seconds: true }),
    },
    { id: 'client', header: t('table.client'), cell: (row) => row.clientName ?? t('table.noClient') },
    { id: 'purpose', header: t('table.purpose'), cell: (row) => t(`purposes.${row.purpose}`) },
    { id: 'model', header: t('table.model'), cell: (row) => row.model },
    {
      id: 'promptTokens',
      header: t('table.promptTokens'),
      align: 'right',
      cell: (row) => number.format(row.promptTokens),
    },
    {
      id: 'completionTokens',
      header: t('table.completionTokens'),
      align: 'right',
      cell: (row) => number.format(row.completionTokens),
    },
    {
      id: 'duration',
      header: t('table.duration'),
      align: 'right',
      cell: (row) => t('table.seconds', { value: seconds.format(row.durationMs / 1000) }),
    },
    {
      id: 'outcome',
      header: t('table.outcome'),
      cell: (row) =>
        row.outcome === 'OK' ? (
          <Badge color="teal" variant="light">
            {t('outcomes.OK')}
          </Badge>
        ) : (
          <Stack gap={2} align="flex-start">
            <Badge color="red" variant="light">
              {t('outcomes.ERROR')}
            </Badge>
            {row.error && (
              <Text size="xs" c="red" maw={320}>
                {row.error}
              </Text>
            )}
          </Stack>
        ),
    },
  ];
}
