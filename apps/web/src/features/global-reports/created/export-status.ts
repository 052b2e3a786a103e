/**
 * A saved report's evidence export as the screens show it (spec 03 section 4). GIP: WAITING,
 * COMPUTING_REPORT, ADDING_AUDIOS, UPLOADING_ARCHIVE (with a percentage in the middle three),
 * then COMPLETED or ERROR, asked again every 10 s until it ends. Alternative: IN_PROGRESS,
 * then COMPLETED or FAILED, every 5 s. STARTED is listed by the spec and never set; it reads
 * as running.
 */
import { ALTERNATIVE_EXPORT_POLL_MS, GIP_EXPORT_POLL_MS, type ReportExport, type SavedReport } from '@antena/contract';

export type ExportStatus = ReportExport['status'];

/** The export is over: COMPLETED, or failed (ERROR for GIP, FAILED for alternative). */
export const isExportFinished = (status: ExportStatus): boolean =>
  status === 'COMPLETED' || status === 'ERROR' || status === 'FAILED';

export const isExportFailed = (status: ExportStatus): boolean => status === 'ERROR' || status === 'FAILED';

/** spec 03 section 4: the percentage shows while the report is computed, audios added, the ZIP uploaded. */
export const showsProgress = (status: ExportStatus): boolean =>
  status === 'COMPUTING_REPORT' || status === 'ADDING_AUDIOS' || status === 'UPLOADING_ARCHIVE';

/** How often to ask for the report again: while its export runs, by its type; otherwise never. */
export function exportPollInterval(report: Pick<SavedReport, 'type' | 'data'> | undefined): number | false {
  const status = report?.data.export?.status;
  if (!status || isExportFinished(status)) return false;
  return report.type === 'AUDIT_GIP_STATUS' ? GIP_EXPORT_POLL_MS : ALTERNATIVE_EXPORT_POLL_MS;
}

/** The badge colour of a status: green done, red failed, blue running. */
export function exportStatusColor(status: ExportStatus | undefined): string {
  if (!status) return 'gray';
  if (status === 'COMPLETED') return 'green';
  return isExportFailed(status) ? 'red' : 'blue';
}
