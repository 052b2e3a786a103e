/**
 * Typed errors with a contract code, and the one handler that turns anything thrown into the
 * JSON error shape `{ statusCode, code, message, details? }`.
 */
import type { ErrorBody, ErrorCode, ErrorDetail, GatedFeature } from '@antena/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorReporter } from '../observability/error-reporter';
import { redactUrl } from '../observability/log-redaction';
import { isOutOfHandles } from './server-limits';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly feature?: GatedFeature,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'ERR_NOT_FOUND', message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, 'ERR_UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, 'ERR_FORBIDDEN', message);
export const conflict = (code: ErrorCode, message: string) => new HttpError(409, code, message);
export const gatewayTimeout = (code: ErrorCode, message: string) => new HttpError(504, code, message);
export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new HttpError(400, 'ERR_VALIDATION', message, details);

/** The one answer to a call on a feature that is off for the station or the client: 403, naming it. */
export const featureNotEnabled = (feature: GatedFeature, message: string) =>
  new HttpError(403, 'ERR_FEATURE_NOT_ENABLED', message, undefined, feature);

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'ERR_VALIDATION',
  401: 'ERR_UNAUTHORIZED',
  403: 'ERR_FORBIDDEN',
  404: 'ERR_NOT_FOUND',
  409: 'ERR_CONFLICT',
  413: 'ERR_PAYLOAD_TOO_LARGE',
  429: 'ERR_RATE_LIMITED',
  503: 'ERR_SERVICE_UNAVAILABLE',
};

/**
 * A multipart body the parser cannot read (busboy throws plain errors without a status: no
 * boundary, a cut part, a broken header) is the caller's mistake, not the server's.
 */
const MULTIPART_PARSE_ERROR = /^Multipart: Boundary not found$|unexpected end of multipart data$/i;
const isMalformedMultipart = (error: unknown) =>
  error instanceof Error && !(error as FastifyError).statusCode && MULTIPART_PARSE_ERROR.test(error.message);

export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.details && { details: error.details }),
      ...(error.feature && { feature: error.feature }),
    };
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const part = fastifyError.validationContext ?? 'request';
    const details = fastifyError.validation.map((v) => {
      const fieldPath = v.instancePath.split('/').filter(Boolean);
      return { path: [part, ...fieldPath].join('.'), message: v.message ?? 'Invalid value' };
    });
    return {
      statusCode: 400,
      code: 'ERR_VALIDATION',
      message: `Invalid ${part}: ${details.map((d) => d.path).join(', ')}`,
      details,
    };
  }
  if (isMalformedMultipart(error)) {
    return {
      statusCode: 400,
      code: 'ERR_VALIDATION',
      message: 'Invalid body: a malformed multipart form',
      details: [{ path: 'body', message: (error as Error).message }],
    };
  }
  if (isOutOfHandles(error)) {
    return { statusCode: 503, code: 'ERR_SERVICE_UNAVAILABLE', message: 'The server is busy, try again shortly' };
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return { statusCode: status, code: CODE_BY_STATUS[status] ?? 'ERR_VALIDATION', message: fastifyError.message };
  }
  return { statusCode: 500, code: 'ERR_INTERNAL', message: 'Internal server error' };
}

export function installErrorHandlers(app: FastifyInstance, reporter: ErrorReporter): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error);
    if (body.statusCode >= 500 || error instanceof ResponseSerializationError) {
      request.log.error({ err: error }, 'request failed');
      reporter.capture(error, { requestId: request.id, url: redactUrl(request.url), method: request.method });
    }
    return reply.status(body.statusCode).send(body);
  });
}
