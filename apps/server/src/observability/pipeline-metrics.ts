/**
 * What the recording pipeline counts: segments recorded and lost, gaps, capture restarts, storage
 * failures and how late matching runs. Like jobFailures, each lives outside any registry (the
 * recorder, the store and the jobs count into them wherever they run) and every app's registry
 * registers them, so several apps in one process (tests) never collide. Labels stay bounded: a
 * station id at most, never a segment id or a storage key.
 */
import { Counter, Histogram, type Metric } from 'prom-client';

export const segmentsRecorded = new Counter({
  name: 'antena_segments_recorded_total',
  help: 'Segments registered (stored and on the timeline), by station',
  labelNames: ['station'] as const,
  registers: [],
});

/**
 * Why a segment was lost: the reasons are few and fixed, so the label stays bounded. The capture
 * loses `unknown-times` and `not-journaled`; the spool's delivery drops the others
 * (spool-delivery.ts): a file older than a late segment may be, one whose station was deleted,
 * one of no station format, and one whose unrecorded part could not be cut.
 */
export type SegmentLossReason =
  | 'unknown-times'
  | 'not-journaled'
  | 'spool-too-old'
  | 'spool-station-deleted'
  | 'spool-unknown-format'
  | 'spool-cut-failed';

export const segmentsLost = new Counter({
  name: 'antena_segments_lost_total',
  help: 'Finished segments the capture could not keep, by station and reason',
  labelNames: ['station', 'reason'] as const,
  registers: [],
});

export const recordingGapSeconds = new Counter({
  name: 'antena_recording_gap_seconds_total',
  help: 'Seconds of recording gaps found when a segment registered, by station',
  labelNames: ['station'] as const,
  registers: [],
});

export const captureRestarts = new Counter({
  name: 'antena_capture_restarts_total',
  help: "Times a station's capture ended (or could not start) and is started again, by station",
  labelNames: ['station'] as const,
  registers: [],
});

export type StorageOperation = 'put' | 'stat' | 'stream' | 'read' | 'delete';

export const storageErrors = new Counter({
  name: 'antena_storage_errors_total',
  help: 'Failures of the store itself (unreachable, refused, missing bucket, disk), by operation',
  labelNames: ['operation'] as const,
  registers: [],
});

/**
 * No station label: a histogram's series are its buckets times its labels, and thousands of
 * stations times 12 buckets would be most of a Prometheus server's series.
 */
export const matchingDelay = new Histogram({
  name: 'antena_matching_delay_seconds',
  help: "Time from a segment's end to its audit matches being written",
  buckets: [5, 10, 20, 30, 45, 60, 90, 120, 300, 600, 1800, 3600],
  registers: [],
});

/** Each app's registry registers these (metrics.ts). */
export const pipelineMetrics: Metric[] = [
  segmentsRecorded,
  segmentsLost,
  recordingGapSeconds,
  captureRestarts,
  storageErrors,
  matchingDelay,
];
