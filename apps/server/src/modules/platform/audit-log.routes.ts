/**
 * The admin audit log, newest first. Who acted is read from the e-mails copied into each entry,
 * so an entry stays readable after its user is deleted.
 */
import { pagesCount, routes, type AuditLogEntry } from '@antena/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { adminAuditLog, clients } from '../../db/schema';
import { registerRoute } from '../../http/route';

type AuditLogRow = typeof adminAuditLog.$inferSelect;

// A deleted user leaves the id empty; the copied e-mail still says who it was.
const person = (id: string | null, email: string | null) => (email ? { id, email } : null);

function toAuditLogEntry(row: AuditLogRow, client: { id: string; name: string } | null): AuditLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: person(row.actorId, row.actorEmail),
    actingAs: person(row.actingAsId, row.actingAsEmail),
    client,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
  };
}

export function auditLogRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.auditLog, async (request) => {
    const { page, pageSize, clientId, action } = request.query;
    const where = and(
      clientId ? eq(adminAuditLog.clientId, clientId) : undefined,
      action ? eq(adminAuditLog.action, action) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({ entry: adminAuditLog, client: { id: clients.id, name: clients.name } })
        .from(adminAuditLog)
        .leftJoin(clients, eq(clients.id, adminAuditLog.clientId))
        .where(where)
        .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      ctx.db.select({ totalCount: count() }).from(adminAuditLog).where(where),
    ]);
    const totalCount = total?.totalCount ?? 0;
    return {
      results: rows.map((row) => toAuditLogEntry(row.entry, row.client)),
      metadata: { totalCount },
      pagesCount: pagesCount(totalCount, pageSize),
    };
  });
}
