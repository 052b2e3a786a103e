import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AppServices } from '../lib/app-services';
import { NotFoundScreen, RouteErrorScreen } from '../features/shell/ErrorScreens';

export interface RouterContext extends AppServices {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundScreen,
  errorComponent: ({ error, reset }) => <RouteErrorScreen error={error} reset={reset} />,
});
