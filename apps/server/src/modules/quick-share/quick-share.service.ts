/** Quick Share links (issue 5): creation for a reachable station, and lookup of a live token. */
import { randomBytes } from 'node:crypto';
import {
  QUICK_SHARE_PAGE_PATH,
  type PublicQuickShare,
  type QuickShareCreate,
  type QuickShareLink,
} from '@antena/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordChange } from '../../access/admin-audit';
import { findReachableStation, type StationRow } from '../../access/station-access';
import type { Db } from '../../db';
import { quickShares, stations } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { HttpError } from '../../http/errors';

export type QuickShareRow = typeof quickShares.$inferSelect;

const DAY_MS = 86_400_000;

/** 32 random bytes: the token is the link's only credential, so it must not be guessable. */
export const newQuickShareToken = (): string => randomBytes(32).toString('base64url');

export const quickShareNotFound = () =>
  new HttpError(404, 'ERR_QUICK_SHARE_NOT_FOUND', 'This Quick Share link has expired or does not exist');

export interface CreateOptions {
  ttlDays: number;
  /** The web app's origin, where the public page lives. */
  webBaseUrl: string;
}

export async function createQuickShare(
  db: Db,
  request: FastifyRequest,
  input: QuickShareCreate,
  options: CreateOptions,
): Promise<QuickShareLink> {
  const user = currentUser(request);
  const station = await findReachableStation(db, user, input.stationId);
  const expiresAt = new Date(Date.now() + options.ttlDays * DAY_MS);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quickShares)
      .values({
        token: newQuickShareToken(),
        clientId: station.clientId,
        stationId: station.id,
        fromTs: input.from,
        toTs: input.to,
        title: input.title || null,
        createdBy: user.id,
        expiresAt,
      })
      .returning();
    // The token is a credential: the audit entry names the link by id and range only.
    await recordChange(tx, request, {
      action: 'quick-share.create',
      entityType: 'quick-share',
      entityId: row!.id,
      clientId: station.clientId,
      after: { stationId: station.id, from: input.from, to: input.to, title: row!.title, expiresAt },
    });
    return {
      token: row!.token,
      url: `${options.webBaseUrl}${QUICK_SHARE_PAGE_PATH}/${row!.token}`,
      expiresAt: expiresAt.toISOString(),
    };
  });
}

/** A link that has not expired, with its station; anything else is the one 404. */
export async function findLiveQuickShare(
  db: Db,
  token: string,
): Promise<{ share: QuickShareRow; station: StationRow }> {
  const [found] = await db
    .select({ share: quickShares, station: stations })
    .from(quickShares)
    .innerJoin(stations, eq(stations.id, quickShares.stationId))
    .where(and(eq(quickShares.token, token), gt(quickShares.expiresAt, new Date())))
    .limit(1);
  if (!found) throw quickShareNotFound();
  return found;
}

export const toPublicQuickShare = ({
  share,
  station,
}: {
  share: QuickShareRow;
  station: StationRow;
}): PublicQuickShare => ({
  title: share.title,
  station: {
    name: station.name,
    slug: station.slug,
    format: station.format,
    logoUrl: station.logoUrl,
    timezone: station.timezone,
  },
  from: share.fromTs,
  to: share.toTs,
  expiresAt: share.expiresAt.toISOString(),
});
