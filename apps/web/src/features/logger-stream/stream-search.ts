/**
 * spec 02 "Logger stream": the URL query of /logger/s/{slug} (cursor, length, play, tab,
 * transcriptionTime) plus the player overrides of spec 01 section 4 (player_tech,
 * player_gap_fix). A malformed value falls back to its default rather than failing the page.
 */
import { z } from 'zod';

/** spec 02 "Tabs below the strip": the keys the `tab` parameter takes. */
export const STREAM_TABS = ['audiomatches', 'livementions', 'transcriptions', 'lowerthird', 'adoverlay'] as const;
export type StreamTab = (typeof STREAM_TABS)[number];

export const PLAYER_TECHS = ['media_source', 'audio_src'] as const;

const epochMs = z.number().int().positive();

export const loggerStreamSearchSchema = z.object({
  /** The cursor's moment (epoch ms): the screen opens around it. */
  cursor: epochMs.optional().catch(undefined),
  /** Seconds from the cursor the focus shows (the Search screen's transcription row length). */
  length: z.number().int().positive().optional().catch(undefined),
  /** Start playing at the cursor once the screen has loaded. */
  play: z.boolean().default(false).catch(false),
  tab: z.enum(STREAM_TABS).optional().catch(undefined),
  /** The transcription row to highlight (epoch ms), for the Transcriptions tab. */
  transcriptionTime: epochMs.optional().catch(undefined),
  player_tech: z.enum(PLAYER_TECHS).optional().catch(undefined),
  /** spec 01 section 9: gap correction in ms (the player's default is 20). */
  player_gap_fix: z.number().int().min(0).max(10_000).optional().catch(undefined),
});
export type LoggerStreamSearch = z.output<typeof loggerStreamSearchSchema>;

/** Kept out of the URL so a plain /logger/s/{slug} is the default view. */
export const DEFAULT_LOGGER_STREAM_SEARCH = { play: false } as const;
