/**
 * The stream screen's settings (spec 01 and 02 section 3 "Screen settings"): the audit toggles
 * (matches, liveMentions and diarization on; lowerthird, adoverlay and screenbug off; diarization
 * and screenbug never both on, spec 02 section 4) and the screen mode, kept in the browser.
 * Logout purges them with the rest of the saved state.
 */
import { booleanParam, oneOfParam } from '../../lib/search-params';
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

export interface StreamSettings {
  mode: ScreenMode;
  audit: Record<AuditToggle, boolean>;
}

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

/** spec 02 section 4: the diarization and screenbug toggles are mutually exclusive. */
const EXCLUDES: Partial<Record<AuditToggle, AuditToggle>> = { diarization: 'screenbug', screenbug: 'diarization' };

/** The audit toggles with one of them set: turning one on turns off the one it excludes. */
export function withAuditToggle(
  audit: StreamSettings['audit'],
  toggle: AuditToggle,
  on: boolean,
): StreamSettings['audit'] {
  const excluded = EXCLUDES[toggle];
  return { ...audit, [toggle]: on, ...(on && excluded ? { [excluded]: false } : {}) };
}

export function readStreamSettings(): StreamSettings {
  const raw = readStorage(STREAM_SETTINGS_KEY);
  if (!raw) return DEFAULT_STREAM_SETTINGS;
  try {
    const saved = JSON.parse(raw) as { mode?: unknown; audit?: Record<string, unknown> } | null;
    if (typeof saved?.audit !== 'object' || saved.audit === null) return DEFAULT_STREAM_SETTINGS;
    const stored = saved.audit;
    // A value an older version saved, or none, falls back to that toggle's default.
    const audit = Object.fromEntries(
      AUDIT_TOGGLES.map((toggle) => [toggle, booleanParam(stored[toggle]) ?? DEFAULT_STREAM_SETTINGS.audit[toggle]]),
    ) as StreamSettings['audit'];
    return {
      mode: oneOfParam(saved.mode, SCREEN_MODES) ?? DEFAULT_STREAM_SETTINGS.mode,
      // Both exclusive toggles on (a value edited by hand): diarization, the default one, stays.
      audit: audit.diarization ? withAuditToggle(audit, 'diarization', true) : audit,
    };
  } catch {
    return DEFAULT_STREAM_SETTINGS; // not JSON: someone else's value under our key
  }
}

export function writeStreamSettings(settings: StreamSettings): void {
  writeStorage(STREAM_SETTINGS_KEY, JSON.stringify(settings));
}
