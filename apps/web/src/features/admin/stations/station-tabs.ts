/** The tabs of a station's page, in the ?tab= search value (the route validates it without loading the screen). */
export const STATION_TABS = ['info', 'groups-permissions', 'users-permissions'] as const;
export type StationTab = (typeof STATION_TABS)[number];
