/** A report row's Show link: the station's logger in a new tab, 10 s before the airing for 120 s. */
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/links';
import { formatReportDate, formatReportTime, loggerShowSearch } from './report-format';

export interface ReportShowLinkProps {
  row: { stationSlug: string; stationName: string; datetime: number; timezone: string; customId: string };
}

export function ReportShowLink({ row }: ReportShowLinkProps) {
  const { t, i18n } = useTranslation('gip-report');
  const when = `${formatReportDate(row.datetime, row.timezone, i18n.language)} ${formatReportTime(row.datetime, row.timezone, i18n.language)}`;
  return (
    <AnchorLink
      to="/logger/s/$station"
      params={{ station: row.stationSlug }}
      search={loggerShowSearch(row.datetime)}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={t('table.showLabel', { customId: row.customId, station: row.stationName, when })}
    >
      {t('table.show')}
    </AnchorLink>
  );
}
