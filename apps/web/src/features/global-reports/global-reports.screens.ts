/**
 * The screens of the global reports (/audit/global-reports/), loaded as one chunk on the first
 * visit (routes/global-reports.routes.tsx): this folder's reports, and the GIP, alternative and
 * saved-report screens of features/reports.
 */
export { ConsecutiveSchedulesScreen } from './ConsecutiveSchedulesScreen';
export { GlobalReportsLayout } from './GlobalReportsLayout';
export { LowerthirdScreen } from './LowerthirdScreen';
export { MissingAudiosScreen } from './MissingAudiosScreen';
export { NoMatchesScreen } from './NoMatchesScreen';
export { SchedulesNoMatchesScreen } from './SchedulesNoMatchesScreen';
export { GipReportScreen } from '../reports/GipReportScreen';
export { GipAlternativeReportScreen } from '../reports/GipAlternativeReportScreen';
export { CreatedReportsScreen } from '../reports/created/CreatedReportsScreen';
export { CreatedReportScreen } from '../reports/created/CreatedReportScreen';
