/**
 * The preview of a validated schedule file: its bad rows by line and reason, then the rows to
 * import, ad schedules with their time on the station's clock, mentions with their day.
 */
import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdScheduleRow, PntScheduleRow, ScheduleRowError } from '@antena/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { formatStationDateTime } from '../audit-format';
import { TruncatedText } from './TruncatedText';
import type { SchedulePreview } from './use-schedule-import';

/** A station day 'YYYY-MM-DD' in the interface language (calendar only: no zone moves it). */
export const formatDay = (day: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    Date.parse(`${day}T00:00:00Z`),
  );

function RowErrors({ errors }: { errors: ScheduleRowError[] }) {
  const { t } = useTranslation('audit-reports');
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" c="red">
        {t('import.errors.title', { count: errors.length })}
      </Title>
      <Table.ScrollContainer minWidth={400} mah={240}>
        <Table striped verticalSpacing={4} aria-label={t('import.errors.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>{t('import.columns.line')}</Table.Th>
              <Table.Th>{t('import.errors.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((error, index) => (
              <Table.Tr key={`${error.line}-${index}`}>
                <Table.Td>{error.line}</Table.Td>
                <Table.Td>{error.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function useAdColumns(timeZone: string): DataTableColumn<AdScheduleRow>[] {
  const { t, i18n } = useTranslation('audit-reports');
  const minutes = (value: number | null) =>
    value === null ? t('import.clientDefault') : t('import.minutes', { count: value });
  return [
    { id: 'line', header: t('import.columns.line'), cell: (row) => row.line, sortValue: (row) => row.line },
    {
      id: 'datetime',
      header: t('import.columns.datetime', { zone: timeZone }),
      cell: (row) => formatStationDateTime(row.datetime, timeZone, i18n.language),
      sortValue: (row) => row.datetime,
    },
    {
      id: 'customId',
      header: t('import.columns.customId'),
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {row.customId}
        </Text>
      ),
      sortValue: (row) => row.customId,
    },
    { id: 'advertiser', header: t('import.columns.advertiser'), cell: (row) => row.advertiser },
    { id: 'campaign', header: t('import.columns.campaign'), cell: (row) => row.campaign },
    { id: 'version', header: t('import.columns.version'), cell: (row) => row.version },
    { id: 'before', header: t('import.columns.toleranceBefore'), cell: (row) => minutes(row.toleranceBefore) },
    { id: 'after', header: t('import.columns.toleranceAfter'), cell: (row) => minutes(row.tolerance) },
  ];
}

function usePntColumns(): DataTableColumn<PntScheduleRow>[] {
  const { t, i18n } = useTranslation('audit-reports');
  return [
    { id: 'line', header: t('import.columns.line'), cell: (row) => row.line, sortValue: (row) => row.line },
    {
      id: 'date',
      header: t('import.columns.date'),
      cell: (row) => formatDay(row.date, i18n.language),
      sortValue: (row) => row.date,
    },
    {
      id: 'customId',
      header: t('import.columns.customId'),
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {row.customId}
        </Text>
      ),
      sortValue: (row) => row.customId,
    },
    { id: 'title', header: t('import.columns.title'), cell: (row) => row.title },
    { id: 'dirtyText', header: t('import.columns.dirtyText'), cell: (row) => <TruncatedText text={row.dirtyText} /> },
    { id: 'count', header: t('import.columns.count'), align: 'right', cell: (row) => row.count },
  ];
}

export function ScheduleImportPreview({ preview, timeZone }: { preview: SchedulePreview; timeZone: string }) {
  const { t } = useTranslation('audit-reports');
  const adColumns = useAdColumns(timeZone);
  const pntColumns = usePntColumns();
  const table = {
    label: t('import.rowsLabel'),
    loadingLabel: t('import.validating'),
    empty: <EmptyState title={t('import.noRows')} description={t('import.noRowsHelp')} />,
    totalLabel: (count: number) => t('import.rowsTotal', { count }),
    defaultSort: { column: 'line', direction: 'asc' as const },
    minWidth: 1100,
  };
  return (
    <Stack gap="md">
      {preview.errors.length > 0 && <RowErrors errors={preview.errors} />}
      <Text fw={600}>{t('import.rowsTitle')}</Text>
      {preview.kind === 'ad' ? (
        <DataTable {...table} columns={adColumns} rows={preview.rows} rowKey={(row) => String(row.line)} />
      ) : (
        <DataTable {...table} columns={pntColumns} rows={preview.rows} rowKey={(row) => String(row.line)} />
      )}
    </Stack>
  );
}
