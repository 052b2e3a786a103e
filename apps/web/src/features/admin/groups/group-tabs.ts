/** The tabs of a group's page, in the ?tab= search value (the route validates it without loading the screen). */
export const GROUP_TABS = ['info', 'permissions', 'actions-permissions'] as const;
export type GroupTab = (typeof GROUP_TABS)[number];
