/**
 * buildApp(ctx): the API role's HTTP server: contract routes, OpenAPI, the bundled identity
 * provider, metrics, and the built web app with history fallback. Tests use it through inject.
 */
import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_ROOT, PRODUCT_VERSION } from '@antena/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Context } from './context';
import { openApiTransform, openApiTransformObject } from './http/openapi-transform';
import { installAuth } from './http/auth';
import { installErrorHandlers } from './http/errors';
import { installSecurityHeaders } from './http/security-headers';
import { serializerCompiler } from './http/serializer';
import { applyServerLimits, serverTimeoutOptions } from './http/server-limits';
import { serveWebApp } from './http/web-app';
import { registerIdentity } from './identity/identity.plugin';
import { assetsRoutes } from './modules/assets/assets.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { systemRoutes } from './modules/system/system.routes';
import { usersRoutes } from './modules/users/users.routes';
import { groupsRoutes } from './modules/groups/groups.routes';
import { alertsRoutes } from './modules/alerts/alerts.routes';
import { permissionsRoutes } from './modules/permissions/permissions.routes';
import { stationsRoutes } from './modules/stations/stations.routes';
import { featureFlagsRoutes } from './modules/feature-flags/feature-flags.routes';
import { platformRoutes } from './modules/platform/platform.routes';
import { quickShareRoutes } from './modules/quick-share/quick-share.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { scheduleRoutes } from './modules/audit/schedules.routes';
import { stationReportRoutes } from './modules/audit/station-reports.routes';
import { auditConfigRoutes } from './modules/audit/audit-config.routes';
import { liveMentionRoutes } from './modules/live-mentions/live-mentions.routes';
import { fragmentExportRoutes } from './modules/fragments/fragment-export.routes';
import { fragmentsRoutes } from './modules/fragments/fragments.routes';
import { fragmentTranscriptionRoutes } from './modules/fragment-transcription/fragment-transcription.routes';
import { exportRoutes } from './modules/segments/exports.routes';
import { segmentRoutes } from './modules/segments/segments.routes';
import { stationStatusRoutes } from './modules/station-status/station-status.routes';
import { transcriptionRoutes } from './modules/transcription/transcription.routes';
import { detectLiveMentionRoutes } from './modules/live-mentions/detect.routes';
import { globalReportRoutes } from './modules/reports/global/global-reports.routes';
import { reportExportRoutes } from './modules/reports/evidence/report-export.routes';
import { aodRoutes } from './modules/aod/aod.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { ingestRoutes } from './modules/streamer-box/ingest.routes';
import { streamerBoxRoutes } from './modules/streamer-box/streamer-box.routes';
import { socialExportRoutes } from './modules/social-export/social-export.routes';
import { contentAiConfigRoutes } from './modules/content-ai/config.routes';
import { contentsRoutes } from './modules/content-ai/contents.routes';
import { audiogramRoutes } from './modules/audiogram/audiogram.routes';
import { createErrorReporter, type ErrorReporter } from './observability/error-reporter';
import { redactPaths, requestLogSerializers } from './observability/log-redaction';
import { registerMetrics } from './observability/metrics';

export interface BuildAppOptions {
  reporter?: ErrorReporter;
}

export async function buildApp(ctx: Context, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    // Request log lines never carry a token, a signature or a credential header.
    loggerInstance: ctx.log.child({}, { serializers: requestLogSerializers, redact: redactPaths }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // A hop count trusts that many proxies nearest to us (what proxy-addr does for numbers).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    ...serverTimeoutOptions,
  });
  applyServerLimits(app, config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const reporter = options.reporter ?? createErrorReporter({ dsn: config.SENTRY_DSN, environment: config.ANTENA_ENV });
  installErrorHandlers(app, reporter);
  installSecurityHeaders(app, config);
  installAuth(app, ctx);
  registerMetrics(app, ctx);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Antena API', version: PRODUCT_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_ROOT}/docs` });
  // Agents send small JSON reports and acknowledgements; ws's 100 MiB default is far more than they need.
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });
  await app.register(fastifyMultipart, { limits: { fileSize: config.ASSET_MAX_MB * 1024 * 1024, files: 1 } });

  if (config.bundledIdentity) await registerIdentity(app, ctx);

  systemRoutes(app, ctx);
  authRoutes(app);
  assetsRoutes(app, ctx);
  mediaRoutes(app, ctx);
  settingsRoutes(app, ctx);
  usersRoutes(app, ctx);
  groupsRoutes(app, ctx);
  alertsRoutes(app, ctx);
  permissionsRoutes(app, ctx);
  stationsRoutes(app, ctx);
  featureFlagsRoutes(app, ctx);
  platformRoutes(app, ctx);
  stationStatusRoutes(app, ctx);
  segmentRoutes(app, ctx);
  exportRoutes(app, ctx);
  quickShareRoutes(app, ctx);
  auditRoutes(app, ctx);
  scheduleRoutes(app, ctx);
  stationReportRoutes(app, ctx);
  globalReportRoutes(app, ctx);
  auditConfigRoutes(app, ctx);
  liveMentionRoutes(app, ctx);
  fragmentsRoutes(app, ctx);
  fragmentTranscriptionRoutes(app, ctx);
  fragmentExportRoutes(app, ctx);
  transcriptionRoutes(app, ctx);
  detectLiveMentionRoutes(app, ctx);
  reportExportRoutes(app, ctx);
  aodRoutes(app, ctx);
  reportRoutes(app, ctx);
  streamerBoxRoutes(app, ctx);
  socialExportRoutes(app, ctx);
  audiogramRoutes(app, ctx);
  contentAiConfigRoutes(app, ctx);
  contentsRoutes(app, ctx);
  ingestRoutes(app, ctx);

  await serveWebApp(app, config.webDistDir);
  return app;
}
