/**
 * The admin audit log, newest first. Who acted is read from the e-mails copied into each entry,
 * so an entry stays readable after its user is deleted.
 */
import { pagesCount, routes, type AuditLogEntry } from '@antena/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { adminAuditLog, clients, users } from '../../db/schema';
import { registerRoute } from '../../http/route';

type AuditLogRow = typeof adminAuditLog.$inferSelect;

type Names = Map<string, { name: string; email: string }>;

const fullName = (user: { name: string | null; surname: string | null }) =>
  [user.name, user.surname].filter(Boolean).join(' ');

// A deleted user leaves the id empty; the copied e-mail still says who it was.
const person = (id: string | null, email: string | null, names: Names) =>
  email ? { id, email, name: (id && names.get(id)?.name) || null } : null;

/** A user's name (or e-mail), else the `name` the entity had after (or before) the change. */
function entityName(row: AuditLogRow, names: Names): string | null {
  if (row.entityType === 'user') {
    const user = names.get(row.entityId);
    return user ? user.name || user.email : null;
  }
  for (const state of [row.after, row.before]) {
    const name = (state as { name?: unknown } | null)?.name;
    if (typeof name === 'string') return name;
  }
  return null;
}

function toAuditLogEntry(row: AuditLogRow, client: { id: string; name: string } | null, names: Names): AuditLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: person(row.actorId, row.actorEmail, names),
    actingAs: person(row.actingAsId, row.actingAsEmail, names),
    client,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityName: entityName(row, names),
    before: row.before,
    after: row.after,
  };
}

/** The current names of the people a page of entries mentions, in one query. */
async function namesOf(ctx: Context, rows: AuditLogRow[]): Promise<Names> {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.actorId) ids.add(row.actorId);
    if (row.actingAsId) ids.add(row.actingAsId);
    if (row.entityType === 'user') ids.add(row.entityId);
  }
  // entityId is free text: only uuids can be user ids.
  const uuids = [...ids].filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
  if (uuids.length === 0) return new Map();
  const found = await ctx.db
    .select({ id: users.id, name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .where(inArray(users.id, uuids));
  return new Map(found.map((user) => [user.id, { name: fullName(user), email: user.email }]));
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
    const names = await namesOf(
      ctx,
      rows.map((row) => row.entry),
    );
    return {
      results: rows.map((row) => toAuditLogEntry(row.entry, row.client, names)),
      metadata: { totalCount },
      pagesCount: pagesCount(totalCount, pageSize),
    };
  });
}
