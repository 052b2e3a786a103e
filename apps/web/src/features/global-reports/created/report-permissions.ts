/**
 * spec 03 section 6: a saved report may be changed (and deleted) by a SUPERADMIN or CLIENT_ADMIN
 * always, by anyone else only when they created it. The server applies the same rule; the
 * screen uses it to show the Delete button only to those it would let through.
 */
import type { MeUser, SavedReport } from '@antena/contract';

export const canDeleteReport = (user: Pick<MeUser, 'id' | 'role'>, report: Pick<SavedReport, 'createdById'>) =>
  user.role === 'SUPERADMIN' || user.role === 'CLIENT_ADMIN' || report.createdById === user.id;
