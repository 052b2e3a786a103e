/**
 * Authentication of a StreamerBox device (issue 21): its token, sent as a bearer token, is
 * looked up by its SHA-256 hash (the database never holds the token itself).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { streamerBoxDevices } from '../db/schema';
import { unauthorized } from './errors';

export type DeviceRecord = typeof streamerBoxDevices.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The device whose token authenticated a `device` route or the agent's WebSocket. */
    device: DeviceRecord | null;
  }
}

export const hashDeviceToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The device a bearer token belongs to, or null. */
export async function findDeviceByToken(request: FastifyRequest): Promise<DeviceRecord | null> {
  const header = request.headers.authorization;
  if (!header?.toLowerCase().startsWith('bearer ')) return null;
  const token = header.slice(7).trim();
  if (!token) return null;
  const [device] = await request.server.ctx.db
    .select()
    .from(streamerBoxDevices)
    .where(eq(streamerBoxDevices.tokenHash, hashDeviceToken(token)))
    .limit(1);
  return device ?? null;
}

export async function authenticateDevice(request: FastifyRequest): Promise<void> {
  const device = await findDeviceByToken(request);
  if (!device) throw unauthorized('A valid device token is required');
  request.device = device;
}
