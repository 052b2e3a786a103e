/** What the platform administration tests share: a superadmin, a client with its admin and user. */
import type { AuditLogEntry } from '@antena/contract';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createUser } from '../../../test/factories';

export const SUPERADMIN_EMAIL = 'root@antena.test';
export const CLIENT_ADMIN_EMAIL = 'admin@client.test';
export const CLIENT_USER_EMAIL = 'user@client.test';
export const asSuperadmin = asUser(SUPERADMIN_EMAIL);

export interface PlatformTest extends TestApp {
  client: Awaited<ReturnType<typeof createClient>>;
  superadminId: string;
  clientUserId: string;
}

export async function buildPlatformTest(): Promise<PlatformTest> {
  const t = await buildTestApp();
  const client = await createClient(t.ctx.db, { name: 'Radio Norte' });
  const superadmin = await createUser(t.ctx.db, { email: SUPERADMIN_EMAIL, role: 'SUPERADMIN' });
  await createUser(t.ctx.db, { email: CLIENT_ADMIN_EMAIL, role: 'CLIENT_ADMIN', clientId: client.id });
  const clientUser = await createUser(t.ctx.db, { email: CLIENT_USER_EMAIL, clientId: client.id });
  return { ...t, client, superadminId: superadmin.id, clientUserId: clientUser.id };
}

/** 401 without a token, 403 for the client's administrator and user. */
export async function expectSuperadminOnly(t: TestApp, request: InjectOptions): Promise<void> {
  const anonymous = await t.app.inject(request);
  expect(anonymous.statusCode).toBe(401);
  for (const email of [CLIENT_ADMIN_EMAIL, CLIENT_USER_EMAIL]) {
    const res = await t.app.inject({ ...request, headers: asUser(email) });
    expect(res.statusCode, email).toBe(403);
  }
}

/** The newest audit log entry of an action, as the platform's audit log answers it. */
export async function latestChange(t: TestApp, action: string): Promise<AuditLogEntry | undefined> {
  const res = await t.app.inject({
    url: `/api/platform/audit-log?action=${encodeURIComponent(action)}&pageSize=1`,
    headers: asSuperadmin,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: AuditLogEntry[] }).results[0];
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
