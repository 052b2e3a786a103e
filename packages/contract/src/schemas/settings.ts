import { z } from 'zod';
import { text } from '../strings';

/** IANA names the runtime knows; the spec's list of about 190 names is a subset. */
export const timezoneSchema = text(64)
  .min(1)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown timezone');

/** spec 01 section 3: settings state (timezone). */
export const userSettingsSchema = z.object({ timezone: timezoneSchema }).meta({ id: 'UserSettings' });
export type UserSettings = z.infer<typeof userSettingsSchema>;
