/**
 * A run is PENDING until the server has run its report and export (spec 03 section 4): screens
 * showing one ask again until none is. The spec gives no AOD interval; the GIP export's (10 s)
 * is the nearest, as a run is mostly that export (features/aod/DECISIONS.md).
 */
import { GIP_EXPORT_POLL_MS, type AodRun } from '@antena/contract';

export const AOD_RUN_POLL_MS = GIP_EXPORT_POLL_MS;

export const isPending = (run: Pick<AodRun, 'status'>): boolean => run.status === 'PENDING';

/** refetchInterval of a query answering one run or a page of them. */
export function pollWhilePending(data: AodRun | { data: readonly AodRun[] } | undefined): number | false {
  if (!data) return false;
  const runs = 'data' in data ? data.data : [data];
  return runs.some(isPending) ? AOD_RUN_POLL_MS : false;
}
