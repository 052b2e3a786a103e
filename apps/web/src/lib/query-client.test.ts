import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { globalNotices } from './global-notices';
import { reportGlobalFailure, shouldRetryQuery } from './query-client';

const apiError = (status: number, code = `HTTP_${status}`) => new ApiError({ status, code, message: 'x', path: '/x' });

describe('query retry', () => {
  it('never retries a 404', () => {
    expect(shouldRetryQuery(0, apiError(404))).toBe(false);
  });

  it('retries other failures up to 3 times', () => {
    expect(shouldRetryQuery(0, apiError(500))).toBe(true);
    expect(shouldRetryQuery(2, apiError(500))).toBe(true);
    expect(shouldRetryQuery(3, apiError(500))).toBe(false);
    expect(shouldRetryQuery(1, new Error('render'))).toBe(true);
  });

  it('leaves an ended session to the unauthentication callback', () => {
    expect(shouldRetryQuery(0, apiError(401))).toBe(false);
    expect(shouldRetryQuery(0, apiError(403))).toBe(false);
  });
});

describe('global failure notices', () => {
  afterEach(() => {
    globalNotices.hide('unresponsive');
    globalNotices.hide('fatal');
  });

  it('shows the unresponsive notice for an unreachable server and the fatal one for a 5xx', () => {
    reportGlobalFailure(apiError(0, 'ERR_NETWORK'));
    expect(globalNotices.get()).toEqual({ unresponsive: true, fatal: false });
    reportGlobalFailure(apiError(500));
    expect(globalNotices.get().fatal).toBe(true);
  });

  it('ignores client errors and aborted calls', () => {
    reportGlobalFailure(apiError(404));
    reportGlobalFailure(apiError(0, 'ERR_ABORTED'));
    expect(globalNotices.get()).toEqual({ unresponsive: false, fatal: false });
  });
});
