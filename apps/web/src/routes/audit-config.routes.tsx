/**
 * /audit/config (spec 03 section 2): the client's audit configuration, its own lazy chunk. The
 * static path wins over the audit area's `audit/$` catch-all (audit-config.routes.test.tsx).
 */
import { createRoute } from '@tanstack/react-router';
import { appRoute } from './app.route';
import { requireRole } from './guards';
import { lazyArea } from './lazy-area';

const auditConfigScreen = lazyArea(() => import('../features/audit-config/AuditConfigScreen'));
const AuditConfigScreen = auditConfigScreen.screen('AuditConfigScreen');

export const auditConfigRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit/config',
  // Issue 31 point 12: client admins only (and a superadmin, acting as someone or not), as PUT
  // /v2/audit/config; a client user typing the address is refused like any guarded route.
  beforeLoad: ({ context }) => requireRole(context, ['CLIENT_ADMIN', 'SUPERADMIN']),
  loader: auditConfigScreen.load,
  component: AuditConfigScreen,
});
