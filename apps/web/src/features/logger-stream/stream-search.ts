/**
 * spec 02 "Logger stream": the URL query of /logger/s/{slug} (cursor, length, play, tab,
 * transcriptionTime) plus the player overrides of spec 01 section 4 (player_tech,
 * player_gap_fix). A malformed value falls back to its default rather than failing the page.
 */
import { booleanParam, definedOnly, integerParam, oneOfParam, type SearchInput } from '../../lib/search-params';

/** spec 02 "Tabs below the strip": the keys the `tab` parameter takes. */
export const STREAM_TABS = ['audiomatches', 'livementions', 'transcriptions', 'lowerthird', 'adoverlay'] as const;
export type StreamTab = (typeof STREAM_TABS)[number];

export const PLAYER_TECHS = ['media_source', 'audio_src'] as const;

export interface LoggerStreamSearch {
  /** The cursor's moment (epoch ms): the screen opens around it. */
  cursor?: number;
  /** Seconds from the cursor the focus shows (the Search screen's transcription row length). */
  length?: number;
  /** Start playing at the cursor once the screen has loaded. */
  play: boolean;
  tab?: StreamTab;
  /** The transcription row to highlight (epoch ms), for the Transcriptions tab. */
  transcriptionTime?: number;
  player_tech?: (typeof PLAYER_TECHS)[number];
  /** spec 01 section 9: gap correction in ms (the player's default is 20). */
  player_gap_fix?: number;
}

export function loggerStreamSearch(search: SearchInput<LoggerStreamSearch>): LoggerStreamSearch {
  return definedOnly({
    cursor: integerParam(search.cursor, 1),
    length: integerParam(search.length, 1),
    play: booleanParam(search.play) ?? false,
    tab: oneOfParam(search.tab, STREAM_TABS),
    transcriptionTime: integerParam(search.transcriptionTime, 1),
    player_tech: oneOfParam(search.player_tech, PLAYER_TECHS),
    player_gap_fix: integerParam(search.player_gap_fix, 0, 10_000),
  });
}

/** Kept out of the URL so a plain /logger/s/{slug} is the default view. */
export const DEFAULT_LOGGER_STREAM_SEARCH = { play: false } as const;
