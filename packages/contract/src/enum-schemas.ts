import { z } from 'zod';
import {
  AUDIO_UPLOAD_TYPES,
  CONFIG_SOURCES,
  EXPORT_STATUSES,
  JOB_STATUSES,
  LOGIN_METHODS,
  MATCH_SOURCES,
  MATCH_REVIEWS,
  RETRO_SCAN_STATUSES,
  MATCH_STATUSES,
  SCHEDULE_TYPES,
  CONFIRMATION_TYPES,
  ROLES,
  SOCIAL_PLATFORMS,
  STATION_FORMATS,
  REPORT_TYPES,
  GIP_EXPORT_STATUSES,
  ALTERNATIVE_EXPORT_STATUSES,
  REPORT_FORMATS,
  MISSING_AUDIOS_GROUP_BY,
  AOD_TRIGGERS,
  AOD_RUN_TYPES,
  AOD_RUN_STATUSES,
} from './enums';

/** zod schemas of the shared enumerations (enums.ts). */
export const roleSchema = z.enum(ROLES);
export const loginMethodSchema = z.enum(LOGIN_METHODS);
export const jobStatusSchema = z.enum(JOB_STATUSES);
export const exportStatusSchema = z.enum(EXPORT_STATUSES);
export const matchStatusSchema = z.enum(MATCH_STATUSES);
export const configSourceSchema = z.enum(CONFIG_SOURCES);
export const socialPlatformSchema = z.enum(SOCIAL_PLATFORMS);
export const stationFormatSchema = z.enum(STATION_FORMATS);
export const matchSourceSchema = z.enum(MATCH_SOURCES);
export const matchReviewSchema = z.enum(MATCH_REVIEWS);
export const audioUploadTypeSchema = z.enum(AUDIO_UPLOAD_TYPES);
export const retroScanStatusSchema = z.enum(RETRO_SCAN_STATUSES);
export const scheduleTypeSchema = z.enum(SCHEDULE_TYPES);
export const confirmationTypeSchema = z.enum(CONFIRMATION_TYPES);
export const reportTypeSchema = z.enum(REPORT_TYPES);
export const reportExportStatusSchema = z.enum([...GIP_EXPORT_STATUSES, ...ALTERNATIVE_EXPORT_STATUSES]);
export const reportFormatSchema = z.enum(REPORT_FORMATS);
export const missingAudiosGroupBySchema = z.enum(MISSING_AUDIOS_GROUP_BY);
export const aodTriggerSchema = z.enum(AOD_TRIGGERS);
export const aodRunTypeSchema = z.enum(AOD_RUN_TYPES);
export const aodRunStatusSchema = z.enum(AOD_RUN_STATUSES);
