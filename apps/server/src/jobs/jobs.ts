/** The jobs of Antena. Each module adds its own here as it lands. */
import { z } from 'zod';
import { purgeExpiredIdentityRecords } from '../identity/purge';
import { packEndedHours } from '../modules/audit/fingerprint-packs';
import { requeueUnscanned } from '../modules/audit/requeue-unscanned';
import { startRetroScan } from '../modules/audit/retro-scan';
import { retroScanPartPayload, runRetroScanPart } from '../modules/audit/retro-scan-part';
import { retroScanThreads } from '../modules/audit/retro-scan-pool';
import { repairClient, repairStation } from '../modules/audit/schedule-confirmation';
import { matchSegment } from '../modules/audit/segment-matching';
import { fragmentExportJobs } from '../modules/fragments/fragment-export.jobs';
import { fragmentJobs } from '../modules/fragments/fragments.jobs';
import { fragmentTranscriptionJobs } from '../modules/fragment-transcription/fragment-transcription.jobs';
import { liveMentionJobs } from '../modules/live-mentions/live-mentions.jobs';
import { reportExportJobs } from '../modules/reports/evidence/report-export.jobs';
import { aodJobs } from '../modules/aod/aod.jobs';
import { contentAiJobs } from '../modules/content-ai/content-ai.jobs';
import { socialExportJobs } from '../modules/social-export/social-export.jobs';
import { audiogramJobs } from '../modules/audiogram/audiogram.jobs';
import { purgeExpiredQuickShares } from '../modules/quick-share/quick-share-purge';
import { purgeOldDeviceCommands } from '../modules/streamer-box/command-purge';
import { enforceRetention } from '../modules/segments/retention';
import { processSegment, requeueUnprocessed } from '../modules/segments/segment-processing';
import { onlineWindowMs } from '../modules/station-status/station-status.service';
import { recordStatusChanges } from '../modules/station-status/status-history';
import { transcriptionJobs } from '../modules/transcription/transcription.jobs';
import { defineJob, type JobRegistry } from './registry';

export const jobs = {
  'identity.purge-expired': defineJob({
    payload: z.object({}).strict(),
    schedule: '*/15 * * * *',
    handler: async (_payload, ctx) => {
      const removed = await purgeExpiredIdentityRecords(ctx.db, new Date(), ctx.config.SIGN_IN_WINDOW_MINUTES);
      ctx.log.info({ removed }, 'purged expired identity records');
    },
  }),
  'segment.process': defineJob({
    payload: z.object({ segmentId: z.uuid() }).strict(),
    // The waveform should be visible within seconds of a segment's end.
    work: { pollingIntervalSeconds: 0.5, localConcurrency: 2 },
    handler: async ({ segmentId }, ctx) => processSegment(ctx, segmentId),
  }),
  'audit.match-segment': defineJob({
    payload: z.object({ segmentId: z.uuid() }).strict(),
    // Matches should be visible within seconds of a segment's end (issue 15: p95 under 10 s).
    work: { pollingIntervalSeconds: 0.5, localConcurrency: 2 },
    handler: async ({ segmentId }, ctx) => matchSegment(ctx, segmentId),
  }),
  'audit.requeue-unscanned': defineJob({
    payload: z.object({}).strict(),
    schedule: '*/10 * * * *',
    handler: async (_payload, ctx) => {
      await requeueUnscanned(ctx);
    },
  }),
  'audit.pack-fingerprints': defineJob({
    payload: z.object({}).strict(),
    schedule: '*/10 * * * *',
    handler: async (_payload, ctx) => {
      await packEndedHours(ctx);
    },
  }),
  // Plans the scan and queues its parts: a station, or a block of a station's hours, each.
  'audit.retro-scan': defineJob({
    payload: z.object({ audioId: z.uuid() }).strict(),
    handler: async ({ audioId }, ctx) => startRetroScan(ctx, audioId),
  }),
  // Searched on the process's threads: as many parts at once as it has (RETRO_SCAN_THREADS).
  'audit.retro-scan-part': defineJob({
    payload: retroScanPartPayload,
    work: { localConcurrency: retroScanThreads() },
    handler: async (part, ctx) => runRetroScanPart(ctx, part),
  }),
  // A client's tolerances or exclusions changed: a year of 100 stations re-pairs in minutes.
  'audit.repair-client': defineJob({
    payload: z.object({ clientId: z.uuid() }).strict(),
    handler: async ({ clientId }, ctx) => repairClient(ctx, clientId),
  }),
  // A station's timezone changed: its schedules moved to the new clock's days (a station-year: seconds).
  'audit.repair-station': defineJob({
    payload: z.object({ stationId: z.uuid() }).strict(),
    handler: async ({ stationId }, ctx) => repairStation(ctx, stationId),
  }),
  'segments.requeue-unprocessed': defineJob({
    payload: z.object({}).strict(),
    schedule: '*/10 * * * *',
    handler: async (_payload, ctx) => {
      await requeueUnprocessed(ctx);
    },
  }),
  'stations.record-status': defineJob({
    payload: z.object({}).strict(),
    schedule: '* * * * *',
    handler: async (_payload, ctx) => {
      await recordStatusChanges(ctx.db, onlineWindowMs(ctx.config.SEGMENT_SECONDS));
    },
  }),
  'segments.enforce-retention': defineJob({
    payload: z.object({}).strict(),
    schedule: '17 * * * *',
    handler: async (_payload, ctx) => {
      await enforceRetention(ctx);
    },
  }),
  'quick-share.purge-expired': defineJob({
    payload: z.object({}).strict(),
    schedule: '41 * * * *',
    handler: async (_payload, ctx) => {
      await purgeExpiredQuickShares(ctx);
    },
  }),
  'streamer-box.purge-commands': defineJob({
    payload: z.object({}).strict(),
    schedule: '53 * * * *',
    handler: async (_payload, ctx) => {
      await purgeOldDeviceCommands(ctx);
    },
  }),
  ...fragmentExportJobs,
  ...fragmentJobs,
  ...fragmentTranscriptionJobs,
  ...transcriptionJobs,
  ...liveMentionJobs,
  ...reportExportJobs,
  ...aodJobs,
  ...socialExportJobs,
  ...audiogramJobs,
  ...contentAiJobs,
} satisfies JobRegistry;

export type JobName = keyof typeof jobs;
export type JobPayload<N extends JobName> = z.infer<(typeof jobs)[N]['payload']>;
