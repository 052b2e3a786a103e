import { DEFAULT_TIMEZONE, routes } from '@antena/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { userSettings } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';

/** Per-user settings; a user who never saved any gets the defaults. */
export function settingsRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.mySettings, async (request) => {
    const user = currentUser(request);
    const [row] = await ctx.db.select().from(userSettings).where(eq(userSettings.userId, user.id));
    return { timezone: row?.timezone ?? DEFAULT_TIMEZONE };
  });

  registerRoute(app, routes.updateMySettings, async (request) => {
    const user = currentUser(request);
    const { timezone } = request.body;
    await ctx.db
      .insert(userSettings)
      .values({ userId: user.id, timezone })
      .onConflictDoUpdate({ target: userSettings.userId, set: { timezone } });
    return { timezone };
  });
}
