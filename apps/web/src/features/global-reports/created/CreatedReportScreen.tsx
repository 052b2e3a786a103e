/**
 * /audit/global-reports/created/{reportId} (spec 03 "Created reports"): the saved report's name,
 * type, creation and creator ('not set' when gone), its configuration and its evidence export;
 * Clone opens the report's form prefilled, Download gives csv or xls, and Delete (asked first)
 * shows only to those allowed (section 6). An unknown type reads 'Unsupported report type'.
 * The area's layout gives the page header; the report's name heads the content.
 */
import { useCallback } from 'react';
import { Alert, Button, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SavedReport } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { useFormatDateTime } from '../../../lib/use-date-time';
import { useCurrentUser } from '../../auth/use-current-user';
import { createdReportQueryOptions } from './created-reports.api';
import { ExportSection } from './ExportSection';
import { ReportConfigView } from './ReportConfigView';
import { ReportDownloadMenu } from './ReportDownloadMenu';
import { canDeleteReport } from './report-permissions';
import { isKnownReportType, reportTypeKey } from './report-type';
import { useDeleteReport } from './use-delete-report';

export function CreatedReportScreen({ reportId }: { reportId: string }) {
  const { t } = useTranslation('created-reports');
  const { api } = useAppServices();
  const query = useQuery(createdReportQueryOptions(api, reportId));
  if (query.isPending) return <LoadingState label={t('detail.loading')} />;
  if (query.isError)
    return (
      <LoadError
        error={query.error}
        title={t('detail.loadFailed')}
        onRetry={() => void query.refetch()}
        notFound={{
          title: t('detail.notFound'),
          action: <AnchorLink to="/audit/global-reports/created">{t('detail.backToList')}</AnchorLink>,
        }}
      />
    );
  return <ReportDetail report={query.data} />;
}

function ReportDetail({ report }: { report: SavedReport }) {
  const { t } = useTranslation('created-reports');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const formatDateTime = useFormatDateTime();
  const backToList = useCallback(() => navigate({ to: '/audit/global-reports/created' }), [navigate]);
  const remove = useDeleteReport(backToList);
  const known = isKnownReportType(report.type);

  const actions = (
    <>
      {known && (
        <ButtonLink
          variant="default"
          leftSection={<IconCopy size={16} />}
          to={
            report.type === 'AUDIT_GIP_STATUS'
              ? '/audit/global-reports/gip-report'
              : '/audit/global-reports/gip-alternative-report'
          }
          search={{ clone: report.id }}
        >
          {t('detail.clone')}
        </ButtonLink>
      )}
      {known && <ReportDownloadMenu report={report} />}
      {canDeleteReport(user, report) && (
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => remove(report)}>
          {t('detail.delete')}
        </Button>
      )}
    </>
  );
  const details: [string, string][] = [
    [t('detail.name'), report.name],
    [t('detail.type'), t(reportTypeKey(report.type))],
    [t('detail.created'), formatDateTime(report.createdAt)],
    [t('detail.createdBy'), report.createdBy?.name || report.createdBy?.email || t('notSet')],
  ];

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" component="header">
        <Stack gap={2}>
          <AnchorLink to="/audit/global-reports/created" size="sm">
            {t('detail.backToList')}
          </AnchorLink>
          <Title order={2} size="h3">
            {report.name}
          </Title>
        </Stack>
        <Group gap="xs">{actions}</Group>
      </Group>
      <Stack gap="lg" maw={1100}>
        <Paper withBorder p="lg">
          <Table variant="vertical" layout="fixed" withTableBorder aria-label={report.name}>
            <Table.Tbody>
              {details.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={200} scope="row">
                    {label}
                  </Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        {known ? (
          <>
            <Paper withBorder p="lg" component="section" aria-labelledby="report-config-title">
              <Title order={2} size="h4" mb="sm" id="report-config-title">
                {t('config.title')}
              </Title>
              <ReportConfigView config={report.data.config} />
            </Paper>
            <ExportSection report={report} />
          </>
        ) : (
          <Alert color="yellow" role="alert">
            {t('unsupportedType')}
          </Alert>
        )}
      </Stack>
    </>
  );
}
