/**
 * GET and PUT /v2/audit/config (spec 03 "Audit client config"): the caller's client's audit
 * configuration. A superadmin acts as a user of the client, as on every client section.
 */
import { routes, type AuditConfig } from '@antena/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { auditClientConfigs } from '../../db/schema';
import { recordChange } from '../../access/admin-audit';
import { requireClientId } from '../../access/tenant';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';
import { auditConfigOf, auditConfigOfRow } from './audit-config';
import { repairClient } from './schedule-confirmation';

/** Whether the change moves which schedules pair with which matches. */
const changesPairing = (before: AuditConfig, after: AuditConfig) =>
  before.tolerance.before !== after.tolerance.before ||
  before.tolerance.after !== after.tolerance.after ||
  [...before.excludedCustomIds].sort().join('\n') !== [...after.excludedCustomIds].sort().join('\n');

export function auditConfigRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.getAuditConfig, async (request) =>
    auditConfigOf(ctx.db, requireClientId(currentUser(request))),
  );

  registerRoute(app, routes.updateAuditConfig, async (request) => {
    const clientId = requireClientId(currentUser(request));
    const { excludedCustomIds, tolerance, evidenceExport } = request.body;
    const { before, after } = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(auditClientConfigs)
        .where(eq(auditClientConfigs.clientId, clientId))
        .for('update');
      const before = auditConfigOfRow(row);
      // What the call leaves out stays as it was (the defaults for a client that never saved).
      const values = {
        excludedCustomIds,
        toleranceBefore: (tolerance ?? before.tolerance).before,
        toleranceAfter: (tolerance ?? before.tolerance).after,
        pathFormats: evidenceExport?.pathFormats ?? before.evidenceExport.pathFormats,
      };
      const [saved] = await tx
        .insert(auditClientConfigs)
        .values({ clientId, ...values })
        .onConflictDoUpdate({ target: auditClientConfigs.clientId, set: { ...values, updatedAt: new Date() } })
        .returning();
      const after = auditConfigOfRow(saved);
      await recordChange(tx, request, {
        action: 'audit-config.update',
        entityType: 'audit-config',
        entityId: clientId,
        clientId,
        before,
        after,
      });
      return { before, after };
    });
    // Re-pairing every day of every station takes minutes for a big client: the worker does it,
    // and a process without a queue (tests, scripts) does it before answering.
    if (changesPairing(before, after)) {
      if (ctx.queue) await ctx.queue.send('audit.repair-client', { clientId });
      else await repairClient(ctx, clientId);
    }
    return after;
  });
}
