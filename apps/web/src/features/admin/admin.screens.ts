/**
 * The screens of /admin, loaded as one chunk the first time a client administrator opens the
 * area (routes/admin.routes.tsx), so other users never download them.
 */
export { AdminDashboardScreen } from './dashboard/AdminDashboardScreen';
export { AlertsScreen } from './alerts/AlertsScreen';
export { GroupFormScreen } from './groups/GroupFormScreen';
export { GroupsListScreen } from './groups/GroupsListScreen';
export { GroupViewScreen } from './groups/GroupViewScreen';
export { DailymotionConnectScreen } from '../social-export/DailymotionConnectScreen';
export { SocialExportScreen } from '../social-export/SocialExportScreen';
export { SocialPlatformScreen } from '../social-export/SocialPlatformScreen';
export { SocialUploadsScreen } from '../social-export/SocialUploadsScreen';
export { StationEditScreen } from './stations/StationEditScreen';
export { StationsListScreen } from './stations/StationsListScreen';
export { StationViewScreen } from './stations/StationViewScreen';
export { UserCreateScreen } from './users/UserCreateScreen';
export { UserEditScreen } from './users/UserEditScreen';
export { UsersListScreen } from './users/UsersListScreen';
export { UserViewScreen } from './users/UserViewScreen';
