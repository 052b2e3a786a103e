import { createRoute, Outlet } from '@tanstack/react-router';
import { appRoute } from './app.route';
import { requireRole } from './guards';

/** spec: all /admin routes need CLIENT_ADMIN. Every admin screen is a child of this layout. */
export const adminRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'admin',
  beforeLoad: ({ context }) => requireRole(context, ['CLIENT_ADMIN']),
  component: Outlet,
});
