/**
 * The screens of /platform, loaded as one chunk the first time a superadmin opens the area
 * (routes/platform.routes.tsx), so client users never download them.
 */
export { AuditLogScreen } from './audit-log/AuditLogScreen';
export { ClientDetailScreen } from './client-detail/ClientDetailScreen';
export { ClientAddScreen, ClientEditScreen } from './clients/ClientFormScreen';
export { ClientsListScreen } from './clients/ClientsListScreen';
export { StationAddScreen, StationEditScreen } from './stations/StationFormScreens';
