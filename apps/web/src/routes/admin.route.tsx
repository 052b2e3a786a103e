import { createRoute, Outlet } from '@tanstack/react-router';
import { appRoute } from './app.route';
import { requireRole } from './guards';
import { lazyArea } from './lazy-area';

/** The admin screens: one chunk (features/admin/admin.screens.ts), fetched on the first visit. */
export const adminScreens = lazyArea(() => import('../features/admin/admin.screens'));

/** spec: all /admin routes need CLIENT_ADMIN. Every admin screen is a child of this layout. */
export const adminRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'admin',
  beforeLoad: ({ context }) => requireRole(context, ['CLIENT_ADMIN']),
  // The screens' chunk loads with the route, so a screen never renders blank while it arrives.
  loader: async () => {
    await adminScreens.load();
  },
  component: Outlet,
});
