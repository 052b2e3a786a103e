/**
 * The AOD calls of spec 03 "AOD" (issue 20 point 6): rules CRUD, manual run, runs list and one
 * run. Roles come from the route table (CLIENT_ADMIN, SUPERADMIN); the client's flag and the
 * client a caller works in are checked by the services (aod-access.ts).
 */
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';
import {
  createAodRule,
  deleteAodRule,
  findAodRule,
  aodRuleDto,
  listAodRules,
  updateAodRule,
} from './aod-rules.service';
import { findAodRun, listAodRuns, manualAodRun } from './aod-runs.service';

export function aodRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.listAodRules, async (request) => listAodRules(ctx.db, currentUser(request), request.query));

  registerRoute(app, routes.createAodRule, async (request) =>
    createAodRule(ctx.db, currentUser(request), request.body),
  );

  registerRoute(app, routes.getAodRule, async (request) =>
    aodRuleDto(await findAodRule(ctx.db, currentUser(request), request.params.ruleId)),
  );

  registerRoute(app, routes.updateAodRule, async (request) =>
    updateAodRule(ctx.db, currentUser(request), request.params.ruleId, request.body),
  );

  registerRoute(app, routes.deleteAodRule, async (request) => {
    await deleteAodRule(ctx.db, currentUser(request), request.params.ruleId);
    return { deleted: true as const };
  });

  registerRoute(app, routes.manualAodRun, async (request) =>
    manualAodRun(ctx, currentUser(request), request.params.ruleId, request.body),
  );

  registerRoute(app, routes.listAodRuns, async (request) => listAodRuns(ctx.db, currentUser(request), request.query));

  registerRoute(app, routes.getAodRun, async (request) =>
    findAodRun(ctx.db, currentUser(request), request.params.runId),
  );
}
