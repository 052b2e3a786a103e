import { redirect } from '@tanstack/react-router';
import { notifications } from '@mantine/notifications';
import type { MeUser, Role } from '@antena/contract';
import i18n from '../lib/i18n';

/**
 * spec: a denied role-guarded route redirects to / with 'You are not authorized to access that page'.
 * A superadmin acting as someone else keeps the superadmin routes (their `impersonator` is them).
 */
export function requireRole(context: { currentUser: MeUser }, roles: Role[]): void {
  const { currentUser } = context;
  if (roles.includes(currentUser.role)) return;
  if (roles.includes('SUPERADMIN') && currentUser.impersonator) return;
  notifications.show({ id: 'not-authorized', color: 'yellow', message: i18n.t('errors:notAuthorized') });
  throw redirect({ to: '/' });
}
