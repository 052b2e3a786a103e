/**
 * The screens of the station audit (/audit), loaded as one chunk on the first visit
 * (routes/audit.routes.tsx), so the entry and the other areas never carry them.
 */
export { AuditAudiosScreen } from './AuditAudiosScreen';
export { AuditMatchesScreen } from './AuditMatchesScreen';
export { AuditNoStationScreen } from './AuditNoStationScreen';
export { AuditReportsScreen } from './AuditReportsScreen';
export { AuditStationLayout } from './AuditStationLayout';
export { AuditUploadScreen } from './AuditUploadScreen';
export { AuditScheduleScreen } from './schedule/AuditScheduleScreen';
export { MentionScheduleScreen } from './schedule/MentionScheduleScreen';
export { ScheduleStatusScreen } from './schedule/ScheduleStatusScreen';
export { SpotScheduleScreen } from './schedule/SpotScheduleScreen';
