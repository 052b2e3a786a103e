import { describe, expect, it } from 'vitest';
import { ALTERNATIVE_EXPORT_POLL_MS, GIP_EXPORT_POLL_MS } from '@antena/contract';
import { exportPollInterval, showsProgress } from './export-status';
import { aSavedReport, anExport } from './created-reports.test-helpers';

describe('export status', () => {
  it('polls a running GIP export every 10 s and stops once it is COMPLETED or ERROR', () => {
    for (const status of ['WAITING', 'STARTED', 'COMPUTING_REPORT', 'ADDING_AUDIOS', 'UPLOADING_ARCHIVE'] as const)
      expect(exportPollInterval(aSavedReport({}, anExport({ status })))).toBe(GIP_EXPORT_POLL_MS);
    expect(exportPollInterval(aSavedReport({}, anExport({ status: 'COMPLETED' })))).toBe(false);
    expect(exportPollInterval(aSavedReport({}, anExport({ status: 'ERROR' })))).toBe(false);
    expect(exportPollInterval(aSavedReport())).toBe(false);
  });

  it('polls a running alternative export every 5 s and stops once it is COMPLETED or FAILED', () => {
    const alternative = (status: 'IN_PROGRESS' | 'COMPLETED' | 'FAILED') =>
      aSavedReport({ type: 'AUDIT_GIP_ALTERNATIVE_REPORT' }, anExport({ status }));
    expect(exportPollInterval(alternative('IN_PROGRESS'))).toBe(ALTERNATIVE_EXPORT_POLL_MS);
    expect(exportPollInterval(alternative('COMPLETED'))).toBe(false);
    expect(exportPollInterval(alternative('FAILED'))).toBe(false);
  });

  it('shows a percentage in the middle three GIP states only', () => {
    expect(['COMPUTING_REPORT', 'ADDING_AUDIOS', 'UPLOADING_ARCHIVE'].every((s) => showsProgress(s as never))).toBe(
      true,
    );
    expect(['WAITING', 'COMPLETED', 'ERROR', 'IN_PROGRESS'].some((s) => showsProgress(s as never))).toBe(false);
  });
});
