/** The route tree (code-based) and the router, built once the configuration is known. */
import { createRouter } from '@tanstack/react-router';
import { rootRoute, type RouterContext } from '../routes/root.route';
import { createCallbackRoute, loginRoute, logoutRoute, noStationsRoute } from '../routes/auth.routes';
import { appRoute, indexRoute } from '../routes/app.route';
import { contentAiRoutes, settingsRoute } from '../routes/areas.routes';
import { assetsRoute, assetsUploadRoute } from '../routes/assets.routes';
import { fragmentsRoutes } from '../routes/fragments.routes';
import { searchRoutes } from '../routes/search.routes';
import { loggerRoutes } from '../routes/logger.routes';
import { auditRoutes } from '../routes/audit.routes';
import { aodRoutes } from '../routes/aod.routes';
import { auditConfigRoute } from '../routes/audit-config.routes';
import { globalReportsRoutes } from '../routes/global-reports.routes';
import { adminRoute } from '../routes/admin.route';
import { adminRoutes } from '../routes/admin.routes';
import { adminUserRoutes } from '../routes/admin-users.routes';
import { settingsRoutes } from '../routes/settings.routes';
import { platformRoutes } from '../routes/platform.routes';
import { quickShareRoute } from '../routes/quick-share.routes';
import { streamerBoxRoutes } from '../routes/streamer-box.routes';

export function createAppRouter(context: RouterContext) {
  const routeTree = rootRoute.addChildren([
    loginRoute,
    logoutRoute,
    noStationsRoute,
    quickShareRoute,
    createCallbackRoute(context.config.auth.providerName),
    appRoute.addChildren([
      indexRoute,
      ...loggerRoutes,
      ...fragmentsRoutes,
      ...auditRoutes,
      ...aodRoutes,
      ...globalReportsRoutes,
      auditConfigRoute,
      ...streamerBoxRoutes,
      ...searchRoutes,
      ...contentAiRoutes,
      adminRoute.addChildren([...adminRoutes, ...adminUserRoutes]),
      ...settingsRoutes,
      ...platformRoutes,
      settingsRoute,
      assetsRoute,
      assetsUploadRoute,
    ]),
  ]);
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
