/** The tabs of /platform/clients/$clientId, named in its `tab` search parameter. */
export type ClientTab = 'info' | 'stations' | 'station-groups' | 'admins' | 'feature-flags';
export const CLIENT_TABS: readonly ClientTab[] = ['info', 'stations', 'station-groups', 'admins', 'feature-flags'];
