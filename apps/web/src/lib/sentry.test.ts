import { describe, expect, it } from 'vitest';
import type { ErrorEvent } from '@sentry/react';
import { ApiError } from './api-error';
import { beforeSend, isNetworkError, MAX_REPORTED_STATE_BYTES, shouldReportErrors } from './sentry';

const event = (state?: unknown): ErrorEvent => ({
  type: undefined,
  contexts: (state === undefined ? {} : { state }) as ErrorEvent['contexts'],
});

describe('error reporting', () => {
  it('reports only with a key in production or development', () => {
    expect(shouldReportErrors({ sentry: { dsn: 'https://k@o.ingest/1', environment: 'production' } })).toBe(true);
    expect(shouldReportErrors({ sentry: { dsn: 'https://k@o.ingest/1', environment: 'development' } })).toBe(true);
    expect(shouldReportErrors({ sentry: { dsn: 'https://k@o.ingest/1', environment: 'test' } })).toBe(false);
    expect(shouldReportErrors({ sentry: { dsn: null, environment: 'production' } })).toBe(false);
  });

  it('drops network errors', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new DOMException('The user aborted a request.', 'AbortError'))).toBe(true);
    expect(isNetworkError(new ApiError({ status: 0, code: 'ERR_NETWORK', message: 'x', path: '/' }))).toBe(true);
    expect(isNetworkError(new ApiError({ status: 500, code: 'ERR_INTERNAL', message: 'x', path: '/' }))).toBe(false);
    expect(beforeSend(event(), { originalException: new TypeError('Failed to fetch') })).toBeNull();
    expect(beforeSend(event(), { originalException: new Error('render bug') })).not.toBeNull();
  });

  it('drops the attached state over 800 KB and keeps it under', () => {
    expect(MAX_REPORTED_STATE_BYTES).toBe(800 * 1024);
    const big = beforeSend(event({ blob: 'x'.repeat(MAX_REPORTED_STATE_BYTES + 1) }), {});
    expect(big?.contexts?.state).toBeUndefined();
    const small = beforeSend(event({ route: '/logger' }), {});
    expect(small?.contexts?.state).toEqual({ route: '/logger' });
  });
});
