/** The logger area (spec 02): the status screen and each station's stream. */
import { createRoute, redirect } from '@tanstack/react-router';
import { appRoute } from './app.route';
import { stationAreaRoute } from './areas.routes';

const loggerIndexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'logger',
  beforeLoad: () => {
    throw redirect({ to: '/logger/status' });
  },
});

const loggerStatusRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'logger/status',
  component: () => null,
});

export const loggerRoutes = [loggerIndexRoute, loggerStatusRoute, stationAreaRoute('logger', 'logger')] as const;
