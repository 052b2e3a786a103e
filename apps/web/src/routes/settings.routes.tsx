/** /settings/config and /settings/log-in-as. */
export const settingsRoutes = [] as const;
