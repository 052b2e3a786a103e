/**
 * Error reporting (spec 01 sections 1 and 8): on in the production and development stages only,
 * never for network errors, and without the attached application state when it is too large.
 * The Sentry SDK (about 30 kB gzipped) is fetched only where reporting is on, after the
 * configuration is known, so it never delays the first screen.
 */
import type * as Sentry from '@sentry/react';
import type { ClientConfig } from '@antena/contract';
import { isApiError } from './api-error';

// spec: the reported application state is dropped when over 800 KB.
export const MAX_REPORTED_STATE_BYTES = 800 * 1024;
/** The Sentry context key under which the application state snapshot travels. */
export const STATE_CONTEXT_KEY = 'state';
const REPORTING_ENVIRONMENTS = ['production', 'development'];

/** True for failures that say nothing about our code: offline, aborted, or never answered (status 0). */
export function isNetworkError(error: unknown): boolean {
  if (isApiError(error)) return error.status === 0;
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  if (error instanceof Error) {
    return (
      (error.name === 'TypeError' && /failed to fetch|networkerror|load failed/i.test(error.message)) ||
      /aborted/i.test(error.message)
    );
  }
  return false;
}

const byteSize = (value: unknown): number => {
  try {
    return new TextEncoder().encode(JSON.stringify(value) ?? '').length;
  } catch {
    return Number.POSITIVE_INFINITY; // circular or unserialisable: too big to send anyway
  }
};

export function beforeSend<E extends Sentry.ErrorEvent>(event: E, hint: Sentry.EventHint): E | null {
  if (isNetworkError(hint.originalException)) return null;
  const state = event.contexts?.[STATE_CONTEXT_KEY];
  if (state !== undefined && byteSize(state) > MAX_REPORTED_STATE_BYTES && event.contexts) {
    delete event.contexts[STATE_CONTEXT_KEY];
  }
  return event;
}

export function shouldReportErrors(config: Pick<ClientConfig, 'sentry'>): boolean {
  return Boolean(config.sentry.dsn) && REPORTING_ENVIRONMENTS.includes(config.sentry.environment);
}

let sdk: Promise<typeof Sentry | null> | null = null;

export function initErrorReporting(config: ClientConfig, release: string): void {
  if (!shouldReportErrors(config) || !config.sentry.dsn || sdk) return;
  const dsn = config.sentry.dsn;
  sdk = import('@sentry/react')
    .then((module) => {
      module.init({ dsn, environment: config.sentry.environment, release, beforeSend });
      return module;
    })
    .catch((error: unknown) => {
      console.error('Error reporting could not start', error);
      return null;
    });
}

/** Sends an error to error reporting when it is on; network errors never (spec 01 section 8). */
export function reportError(error: unknown, componentStack?: string): void {
  if (!sdk || isNetworkError(error)) return;
  void sdk.then((module) =>
    module?.captureException(error, componentStack ? { contexts: { react: { componentStack } } } : undefined),
  );
}
