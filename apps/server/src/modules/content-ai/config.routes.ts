/** Content AI's configuration calls (issue 35): station prompts, the engine's status and token use. */
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';
import { chatEngineStatus } from './llm/chat-engine';
import { llmUsagePage } from './llm/llm-usage';
import { saveStationContentConfig, stationContentConfig } from './prompts.service';

export function contentAiConfigRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.getStationContentConfig, async (request) =>
    stationContentConfig(ctx, currentUser(request), request.params.stationId),
  );

  registerRoute(app, routes.putStationContentConfig, async (request) =>
    saveStationContentConfig(ctx, currentUser(request), request.params.stationId, request.body.prompts),
  );

  registerRoute(app, routes.contentAiEngineStatus, async () => chatEngineStatus(ctx.config));

  registerRoute(app, routes.llmUsage, async (request) => llmUsagePage(ctx, request.query));
}
