/** Where each platform screen lives, for links, breadcrumbs and redirects after a save. */
export type ClientTab = 'info' | 'stations' | 'station-groups' | 'admins' | 'feature-flags';
export const CLIENT_TABS: readonly ClientTab[] = ['info', 'stations', 'station-groups', 'admins', 'feature-flags'];

export const platformPaths = {
  clients: '/platform',
  clientAdd: '/platform/clients/add',
  client: (clientId: string, tab?: ClientTab) =>
    `/platform/clients/${encodeURIComponent(clientId)}${tab ? `?tab=${tab}` : ''}`,
  clientEdit: (clientId: string) => `/platform/clients/${encodeURIComponent(clientId)}/edit`,
  stationAdd: (clientId: string) => `/platform/clients/${encodeURIComponent(clientId)}/stations/add`,
  stationEdit: (stationId: string) => `/platform/stations/${encodeURIComponent(stationId)}/edit`,
  auditLog: (clientId?: string) =>
    clientId ? `/platform/audit-log?clientId=${encodeURIComponent(clientId)}` : '/platform/audit-log',
};
