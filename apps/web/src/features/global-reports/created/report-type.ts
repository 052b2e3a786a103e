/** The saved report types the screens know (spec 03 "Report (saved)"); any other reads 'Unsupported report type'. */
import { REPORT_TYPES, type ReportType } from '@antena/contract';

export const isKnownReportType = (type: string): type is ReportType =>
  (REPORT_TYPES as readonly string[]).includes(type);

/** The `created-reports` text of a type's name. */
export const reportTypeKey = (type: string): string => (isKnownReportType(type) ? `types.${type}` : 'unsupportedType');
