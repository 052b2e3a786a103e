/** /settings/config and /settings/log-in-as (spec 01 "Settings"). */
import { createRoute } from '@tanstack/react-router';
import { appRoute } from './app.route';
import { requireRole } from './guards';
import { lazyArea } from './lazy-area';

// Settings are visited rarely: their screens (and the timezone list) load on the first visit.
const settingsScreen = lazyArea(() => import('../features/settings/SettingsConfigScreen'));
const logInAsScreen = lazyArea(() => import('../features/settings/LogInAsScreen'));
const SettingsConfigScreen = settingsScreen.screen('SettingsConfigScreen');
const LogInAsScreen = logInAsScreen.screen('LogInAsScreen');

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
