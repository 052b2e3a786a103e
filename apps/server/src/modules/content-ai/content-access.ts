/**
 * Who reaches content AI (issue 35; spec 02 "a superadmin must log in as a client user for
 * content-AI"): a user of a client whose `app__content_ai_enabled` flag is on, and only the
 * contents of stations they reach (another client's content, or one of a station they do not
 * reach, is 'Content not found', 404).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { featureFlags } from '../../access/feature-flags';
import { stationScope } from '../../access/station-access';
import type { UserWithRelations } from '../../access/user-record';
import type { Db } from '../../db';
import { contents, fragments, stations, users } from '../../db/schema';
import { featureNotEnabled, HttpError, notFound } from '../../http/errors';

export const CONTENT_AI_FLAG = 'app__content_ai_enabled';

export const clientUserRequired = () =>
  new HttpError(
    403,
    'ERR_CLIENT_USER_REQUIRED',
    "Content AI requires a client user: log in as one of the client's users",
  );

/** The client the caller works in, with content AI on. */
export async function contentAiClient(db: Db, user: UserWithRelations): Promise<string> {
  if (!user.clientId) throw clientUserRequired();
  if (!(await featureFlags(db).isEnabled(user.clientId, CONTENT_AI_FLAG)))
    throw featureNotEnabled('contentAi', 'Content AI is not enabled for this client');
  return user.clientId;
}

/** A content with its station, its fragment (null once deleted) and its creator's e-mail. */
export const contentRows = (db: Db) =>
  db
    .select({ content: contents, station: stations, fragment: fragments, createdBy: users.email })
    .from(contents)
    .innerJoin(stations, eq(stations.id, contents.stationId))
    .leftJoin(fragments, eq(fragments.id, contents.fragmentId))
    .leftJoin(users, eq(users.id, contents.createdBy));

export type ContentRow = Awaited<ReturnType<ReturnType<typeof contentRows>['where']>>[number];

/** The caller's contents matching `where`. */
export async function reachableContents(db: Db, user: UserWithRelations, where?: SQL) {
  const clientId = await contentAiClient(db, user);
  return and(eq(contents.clientId, clientId), stationScope(user), where);
}

export async function findReachableContent(db: Db, user: UserWithRelations, where: SQL): Promise<ContentRow> {
  const [row] = await contentRows(db)
    .where(await reachableContents(db, user, where))
    .limit(1);
  if (!row) throw notFound('Content not found');
  return row;
}
