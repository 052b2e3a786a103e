/** Admin users screens (children of the /admin layout). */
export const adminUserRoutes = [] as const;
