/** Admin dashboard, groups, stations and alerts (children of the /admin layout). */
export const adminRoutes = [] as const;
