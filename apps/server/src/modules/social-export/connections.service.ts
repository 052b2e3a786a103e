/**
 * A station's connection to each social platform (issue 34, spec 02 "Integration state"): the
 * states the screens list, the sign-ins stored, and the credentials an upload uses, refreshed
 * under a row lock so that two workers never spend one single-use refresh token (X's rotate).
 */
import type { IntegrationState, SocialPlatform } from '@antena/contract';
import { and, asc, eq } from 'drizzle-orm';
import { findReachableStation, stationScope } from '../../access/station-access';
import type { UserWithRelations } from '../../access/user-record';
import type { Context } from '../../context';
import { socialConnections, stations, users } from '../../db/schema';
import { PlatformError, type PlatformCredentials, type PlatformSignIn } from './platform-client';
import { platformClient } from './platforms';
import { openTokens, sealTokens, socialTokenKey, TokensUnreadableError } from './token-cipher';

export type ConnectionRow = typeof socialConnections.$inferSelect;

/** Credentials are renewed this long before they expire. */
const REFRESH_MARGIN_MS = 5 * 60_000;

function stateOf(
  stationId: string,
  platform: SocialPlatform,
  row: ConnectionRow | null,
  connectedBy: string | null,
): IntegrationState {
  return {
    stationId,
    platform,
    connected: row !== null && !row.needsReconnect,
    connectedBy: row ? connectedBy : null,
    connectedAt: row?.createdAt.toISOString() ?? null,
    profile: row ? { displayName: row.account.displayName, photo: row.account.photo, url: row.account.url } : null,
    needsReconnect: row?.needsReconnect ?? false,
    error: row?.error ?? null,
  };
}

const stateColumns = { station: stations.id, connection: socialConnections, connectedBy: users.email };

/** Every station the user reaches, with its connection to `platform` (or none), by name. */
export async function listConnections(
  ctx: Context,
  user: UserWithRelations,
  platform: SocialPlatform,
): Promise<IntegrationState[]> {
  const rows = await ctx.db
    .select(stateColumns)
    .from(stations)
    .leftJoin(
      socialConnections,
      and(eq(socialConnections.stationId, stations.id), eq(socialConnections.platform, platform)),
    )
    .leftJoin(users, eq(users.id, socialConnections.connectedBy))
    .where(stationScope(user))
    .orderBy(asc(stations.name));
  return rows.map((row) => stateOf(row.station, platform, row.connection, row.connectedBy));
}

export async function connectionState(
  ctx: Context,
  user: UserWithRelations,
  stationId: string,
  platform: SocialPlatform,
): Promise<IntegrationState> {
  const station = await findReachableStation(ctx.db, user, stationId);
  const [row] = await ctx.db
    .select(stateColumns)
    .from(stations)
    .innerJoin(socialConnections, eq(socialConnections.stationId, stations.id))
    .leftJoin(users, eq(users.id, socialConnections.connectedBy))
    .where(and(eq(stations.id, station.id), eq(socialConnections.platform, platform)))
    .limit(1);
  return stateOf(station.id, platform, row?.connection ?? null, row?.connectedBy ?? null);
}

/** Deletes the station's connection (tokens revoked at the platform where it can). */
export async function disconnect(
  ctx: Context,
  user: UserWithRelations,
  stationId: string,
  platform: SocialPlatform,
): Promise<IntegrationState> {
  const station = await findReachableStation(ctx.db, user, stationId);
  const removed = await ctx.db
    .delete(socialConnections)
    .where(and(eq(socialConnections.stationId, station.id), eq(socialConnections.platform, platform)))
    .returning();
  const client = platformClient(platform);
  for (const row of removed) {
    try {
      await client.revoke?.(ctx.config, readCredentials(ctx, row));
    } catch (error) {
      // Revoking is a courtesy to the platform: the tokens are gone from Antena either way.
      ctx.log.info({ platform, stationId: station.id, err: { message: (error as Error).message } }, 'revoke failed');
    }
  }
  return stateOf(station.id, platform, null, null);
}

/** Stores a signed-in account as the station's connection, replacing any earlier one. */
export async function saveConnection(
  ctx: Context,
  owner: { clientId: string; stationId: string; platform: SocialPlatform; userId: string },
  signIn: PlatformSignIn,
): Promise<void> {
  const key = socialTokenKey(ctx.config);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(socialConnections)
      .where(and(eq(socialConnections.stationId, owner.stationId), eq(socialConnections.platform, owner.platform)));
    await tx.insert(socialConnections).values({
      clientId: owner.clientId,
      stationId: owner.stationId,
      platform: owner.platform,
      connectedBy: owner.userId,
      account: signIn.account,
      credentials: sealTokens(key, signIn.credentials),
      expiresAt: signIn.credentials.expiresAt ? new Date(signIn.credentials.expiresAt) : null,
    });
  });
}

export const readCredentials = (ctx: Context, row: ConnectionRow) =>
  openTokens<PlatformCredentials>(socialTokenKey(ctx.config), row.credentials);

export async function connectionOf(
  ctx: Context,
  stationId: string,
  platform: SocialPlatform,
): Promise<ConnectionRow | null> {
  const [row] = await ctx.db
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.stationId, stationId), eq(socialConnections.platform, platform)))
    .limit(1);
  return row ?? null;
}

/** Marks a connection a client admin must make again, with the platform's reason. */
export async function markReconnect(ctx: Context, connectionId: string, reason: string): Promise<void> {
  await ctx.db
    .update(socialConnections)
    .set({ needsReconnect: true, error: reason })
    .where(eq(socialConnections.id, connectionId));
}

/**
 * The connection's credentials, renewed first when they expire within REFRESH_MARGIN_MS (or when
 * `force`: the platform answered 401). The row is locked while renewing; a second caller waits
 * and then reads what the first stored. A refusal marks the connection for reconnecting.
 */
export async function freshCredentials(
  ctx: Context,
  connectionId: string,
  force = false,
): Promise<{ row: ConnectionRow; credentials: PlatformCredentials }> {
  const key = socialTokenKey(ctx.config);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(socialConnections)
        .where(eq(socialConnections.id, connectionId))
        .for('update');
      if (!row) throw new PlatformError('The connection was removed', { reconnect: true });
      if (row.needsReconnect)
        throw new PlatformError(row.error ?? 'The connection must be made again', { reconnect: true });
      const current = openTokens<PlatformCredentials>(key, row.credentials);
      const expiring = current.expiresAt !== undefined && current.expiresAt - Date.now() < REFRESH_MARGIN_MS;
      if (!force && !expiring) return { row, credentials: current };
      const renewed = await platformClient(row.platform).refresh(ctx.config, current);
      const [updated] = await tx
        .update(socialConnections)
        .set({
          credentials: sealTokens(key, renewed),
          expiresAt: renewed.expiresAt ? new Date(renewed.expiresAt) : null,
        })
        .where(eq(socialConnections.id, connectionId))
        .returning();
      return { row: updated!, credentials: renewed };
    });
  } catch (error) {
    const reconnect =
      error instanceof TokensUnreadableError || (error instanceof PlatformError && error.options.reconnect);
    if (reconnect) await markReconnect(ctx, connectionId, (error as Error).message);
    throw error;
  }
}
