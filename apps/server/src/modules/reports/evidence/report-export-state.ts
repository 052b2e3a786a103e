/**
 * The states of a saved report's evidence export (spec 03 section 4). A GIP report's export walks
 * WAITING → COMPUTING_REPORT → ADDING_AUDIOS (progress) → UPLOADING_ARCHIVE → COMPLETED, or ERROR;
 * an alternative report's shows IN_PROGRESS through the same steps, then COMPLETED or FAILED.
 * `progress` is the share of the airings' audio cut so far (0 to 100).
 */
import type { ReportExportStatus, ReportType } from '@antena/contract';

/** The steps the export runs through; the alternative report shows each as IN_PROGRESS. */
export type ExportStep = 'WAITING' | 'COMPUTING_REPORT' | 'ADDING_AUDIOS' | 'UPLOADING_ARCHIVE';

/** An export whose row has not moved for this long is taken as abandoned (its process died). */
export const STALE_EXPORT_MS = 15 * 60_000;

/** Every status of an export that has not ended. */
export const RUNNING_STATUSES: readonly ReportExportStatus[] = [
  'WAITING',
  'STARTED',
  'COMPUTING_REPORT',
  'ADDING_AUDIOS',
  'UPLOADING_ARCHIVE',
  'IN_PROGRESS',
];

export const isRunningStatus = (status: ReportExportStatus | null): boolean =>
  status !== null && RUNNING_STATUSES.includes(status);

/** The status a report type shows for a step of its export. */
export const stepStatus = (type: ReportType, step: ExportStep): ReportExportStatus =>
  type === 'AUDIT_GIP_ALTERNATIVE_REPORT' ? 'IN_PROGRESS' : step;

export const completedStatus = (): ReportExportStatus => 'COMPLETED';

export const failedStatus = (type: ReportType): ReportExportStatus =>
  type === 'AUDIT_GIP_ALTERNATIVE_REPORT' ? 'FAILED' : 'ERROR';

/** The progress to show after `done` of `total` audios (whole percent; no audio to cut is 100). */
export const audioProgress = (done: number, total: number): number =>
  total === 0 ? 100 : Math.floor((done / total) * 100);
