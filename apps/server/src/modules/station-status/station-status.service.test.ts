import { describe, expect, it } from 'vitest';
import { toCaptureFailure } from './station-status.service';

const since = new Date(Date.UTC(2026, 2, 2, 15, 0));

describe('toCaptureFailure', () => {
  it('carries the stored code and the raw detail', () => {
    expect(
      toCaptureFailure({ code: 'SOURCE_UNREACHABLE', reason: 'http://x/live: Connection refused', since }),
    ).toEqual({ code: 'SOURCE_UNREACHABLE', reason: 'http://x/live: Connection refused', since: since.getTime() });
  });

  it('reads a row stored before codes, or with a code this version does not know, as UNKNOWN', () => {
    expect(toCaptureFailure({ code: null, reason: 'spawn /usr/bin/ffmpeg ENOENT', since }).code).toBe('UNKNOWN');
    expect(toCaptureFailure({ code: 'SOMETHING_NEW', reason: 'x', since }).code).toBe('UNKNOWN');
  });
});
