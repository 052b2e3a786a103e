/** Platform administration for a superadmin. */
export const platformRoutes = [] as const;
