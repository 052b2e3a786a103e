/** The route tree (code-based) and the router, built once the configuration is known. */
import { createRouter } from '@tanstack/react-router';
import { rootRoute, type RouterContext } from '../routes/root.route';
import { createCallbackRoute, loginRoute, logoutRoute, noStationsRoute } from '../routes/auth.routes';
import { appRoute, indexRoute } from '../routes/app.route';
import {
  adminRoute,
  assetsRoute,
  auditRoute,
  contentAiRoute,
  fragmentsRoute,
  logInAsRoute,
  loggerRoute,
  searchRoute,
  settingsRoute,
  stationAreaRoutes,
  streamerBoxRoute,
} from '../routes/areas.routes';
import { assetsUploadRoute } from '../routes/assets.routes';

export function createAppRouter(context: RouterContext) {
  const routeTree = rootRoute.addChildren([
    loginRoute,
    logoutRoute,
    noStationsRoute,
    createCallbackRoute(context.config.auth.providerName),
    appRoute.addChildren([
      indexRoute,
      loggerRoute,
      fragmentsRoute,
      auditRoute,
      streamerBoxRoute,
      searchRoute,
      contentAiRoute,
      adminRoute,
      settingsRoute,
      logInAsRoute,
      assetsRoute,
      assetsUploadRoute,
      ...stationAreaRoutes,
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
