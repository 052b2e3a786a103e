/** /settings/config and /settings/log-in-as (spec 01 "Settings"). */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from './app.route';
import { requireRole } from './guards';

// Settings are visited rarely: their screens (and the timezone list) load on the first visit.
const SettingsConfigScreen = lazyRouteComponent(
  () => import('../features/settings/SettingsConfigScreen'),
  'SettingsConfigScreen',
);
const LogInAsScreen = lazyRouteComponent(() => import('../features/settings/LogInAsScreen'), 'LogInAsScreen');

const settingsConfigRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'settings/config',
  component: SettingsConfigScreen,
});

/** spec: superadmin only (also while acting as someone else). */
const logInAsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'settings/log-in-as',
  beforeLoad: ({ context }) => requireRole(context, ['SUPERADMIN']),
  component: LogInAsScreen,
});

export const settingsRoutes = [settingsConfigRoute, logInAsRoute] as const;
