/**
 * /audit/s/{slug}/reports?report=equal-md5|no-matches|missing-audios (spec 03 section 2): the
 * station audit reports, one tab each, chosen by the query parameter. Another tab starts from its
 * own defaults.
 */
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EqualMd5Report } from './reports/EqualMd5Report';
import { MissingAudiosReport } from './reports/MissingAudiosReport';
import { NoMatchesReport } from './reports/NoMatchesReport';
import type { ReportProps } from './reports/report-props';
import { AUDIT_REPORTS } from './reports/reports-search';

export type AuditReportsScreenProps = ReportProps;

export function AuditReportsScreen({ search, onSearchChange }: AuditReportsScreenProps) {
  const { t } = useTranslation('audit-reports');
  const select = (value: string | null) => {
    const report = AUDIT_REPORTS.find((candidate) => candidate === value);
    if (report && report !== search.report) onSearchChange({ report });
  };
  const props = { search, onSearchChange };

  return (
    <Tabs value={search.report} onChange={select} keepMounted={false}>
      <Tabs.List aria-label={t('reports.label')} mb="md">
        {AUDIT_REPORTS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`reports.tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="equal-md5">
        <EqualMd5Report {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="no-matches">
        <NoMatchesReport {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="missing-audios">
        <MissingAudiosReport {...props} />
      </Tabs.Panel>
    </Tabs>
  );
}
