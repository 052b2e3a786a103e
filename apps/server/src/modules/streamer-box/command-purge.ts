/**
 * Device commands are worth keeping only while someone may ask what happened to one (the admin
 * audit log keeps the done ones for good): a day-old row is deleted.
 */
import { lt } from 'drizzle-orm';
import type { Context } from '../../context';
import { streamerBoxCommands } from '../../db/schema';

export const COMMAND_KEEP_MS = 24 * 60 * 60_000;

/** Deletes commands older than COMMAND_KEEP_MS; answers how many went. */
export async function purgeOldDeviceCommands(ctx: Pick<Context, 'db'>, now = Date.now()): Promise<number> {
  const gone = await ctx.db
    .delete(streamerBoxCommands)
    .where(lt(streamerBoxCommands.createdAt, new Date(now - COMMAND_KEEP_MS)))
    .returning({ id: streamerBoxCommands.id });
  return gone.length;
}
