/**
 * Error reporting to a Sentry-compatible service. Active only with a DSN and in the production
 * and development stages (spec 01 section 1). Network errors are not reported (spec 01
 * section 8): a broken connection is not a defect of ours.
 */
import * as Sentry from '@sentry/node';
import { MAX_REPORTED_STATE_BYTES, PRODUCT_VERSION } from '@antena/contract';
import { redactQueryError } from './query-redaction';

export interface ErrorReporter {
  capture(error: unknown, context?: Record<string, unknown>): void;
  flush(): Promise<void>;
}

const NETWORK_ERROR_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

export function isNetworkError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && NETWORK_ERROR_CODES.has(code);
}

/** spec 01 section 8: the reported application state is dropped when over 800 KB. */
export function boundedContext(context: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!context) return undefined;
  const size = Buffer.byteLength(JSON.stringify(context));
  return size > MAX_REPORTED_STATE_BYTES ? undefined : context;
}

export const REPORTING_STAGES = ['production', 'development'] as const;

export function createErrorReporter(options: { dsn?: string; environment: string }): ErrorReporter {
  const enabled = Boolean(options.dsn) && (REPORTING_STAGES as readonly string[]).includes(options.environment);
  if (!enabled) return { capture: () => undefined, flush: async () => undefined };
  const client = new Sentry.NodeClient({
    dsn: options.dsn,
    environment: options.environment,
    release: `antena@${PRODUCT_VERSION}`,
    integrations: [],
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  client.init();
  return {
    capture(error, context) {
      if (isNetworkError(error)) return;
      const state = boundedContext(context);
      // A query error's parameters (hashes, e-mails) never leave for the reporting service.
      scope.captureException(redactQueryError(error), state ? { captureContext: { extra: state } } : undefined);
    },
    async flush() {
      await client.flush(2000);
    },
  };
}
