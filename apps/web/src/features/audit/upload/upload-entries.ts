/**
 * spec 03 section 2: the upload page's side menu entries. Pure and small: the routes (entry
 * chunk) check a path's entry with it.
 */
export const SCHEDULE_UPLOAD_ENTRIES = ['ad-schedules-plk', 'ad-schedules-asc', 'pnt-schedules-csv'] as const;
export type ScheduleUploadEntry = (typeof SCHEDULE_UPLOAD_ENTRIES)[number];
export type UploadEntry = 'audios' | ScheduleUploadEntry;

export const isScheduleUploadEntry = (value: string): value is ScheduleUploadEntry =>
  (SCHEDULE_UPLOAD_ENTRIES as readonly string[]).includes(value);
