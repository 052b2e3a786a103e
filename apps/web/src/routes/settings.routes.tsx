/** /settings/config and /settings/log-in-as (spec 01 "Settings"). */
import { createRoute } from '@tanstack/react-router';
import { LogInAsScreen } from '../features/settings/LogInAsScreen';
import { SettingsConfigScreen } from '../features/settings/SettingsConfigScreen';
import { appRoute } from './app.route';
import { requireRole } from './guards';

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
