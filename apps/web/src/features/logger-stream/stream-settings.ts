/**
 * The stream screen's settings (spec 01 and 02 section 3 "Screen settings"): the audit toggles
 * (matches, liveMentions and diarization on; lowerthird, adoverlay and screenbug off) and the
 * screen mode, kept in the browser. Logout purges them with the rest of the saved state.
 */
import { z } from 'zod';
import { STORAGE_PREFIX, readStorage, writeStorage } from '../../lib/storage';

export const STREAM_SETTINGS_KEY = `${STORAGE_PREFIX}logger-stream-settings`;

export const AUDIT_TOGGLES = [
  'matches',
  'liveMentions',
  'diarization',
  'screenbug',
  'lowerthird',
  'adoverlay',
] as const;
export type AuditToggle = (typeof AUDIT_TOGGLES)[number];
export const SCREEN_MODES = ['DEFAULT', 'EDITOR'] as const;
export type ScreenMode = (typeof SCREEN_MODES)[number];

const streamSettingsSchema = z.object({
  mode: z.enum(SCREEN_MODES).catch('DEFAULT'),
  audit: z.object({
    matches: z.boolean().catch(true),
    liveMentions: z.boolean().catch(true),
    diarization: z.boolean().catch(true),
    screenbug: z.boolean().catch(false),
    lowerthird: z.boolean().catch(false),
    adoverlay: z.boolean().catch(false),
  }),
});
export type StreamSettings = z.output<typeof streamSettingsSchema>;

export const DEFAULT_STREAM_SETTINGS: StreamSettings = {
  mode: 'DEFAULT',
  audit: {
    matches: true,
    liveMentions: true,
    diarization: true,
    screenbug: false,
    lowerthird: false,
    adoverlay: false,
  },
};

export function readStreamSettings(): StreamSettings {
  const raw = readStorage(STREAM_SETTINGS_KEY);
  if (!raw) return DEFAULT_STREAM_SETTINGS;
  try {
    const parsed = streamSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_STREAM_SETTINGS;
  } catch {
    return DEFAULT_STREAM_SETTINGS; // not JSON: someone else's value under our key
  }
}

export function writeStreamSettings(settings: StreamSettings): void {
  writeStorage(STREAM_SETTINGS_KEY, JSON.stringify(settings));
}
