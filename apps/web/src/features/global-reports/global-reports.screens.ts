/**
 * The screens of the global reports (/audit/global-reports/), loaded as one chunk on the first
 * visit (routes/global-reports.routes.tsx): this folder's reports, the GIP and alternative screens
 * of gip/ and the saved-report screens of created/.
 */
export { ConsecutiveSchedulesScreen } from './ConsecutiveSchedulesScreen';
export { GlobalReportsLayout } from './GlobalReportsLayout';
export { LowerthirdScreen } from './LowerthirdScreen';
export { MissingAudiosScreen } from './MissingAudiosScreen';
export { NoMatchesScreen } from './NoMatchesScreen';
export { SchedulesNoMatchesScreen } from './SchedulesNoMatchesScreen';
export { GipReportScreen } from './gip/GipReportScreen';
export { GipAlternativeReportScreen } from './gip/GipAlternativeReportScreen';
export { CreatedReportsScreen } from './created/CreatedReportsScreen';
export { CreatedReportScreen } from './created/CreatedReportScreen';
