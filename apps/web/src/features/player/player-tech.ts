/**
 * Which technology plays a request (spec 01 section 4): media_source by default for recorded
 * audio, audio_src for a URL; the request's forceTech or the player_tech URL parameter force one.
 */
import type { AudioRequest, PlayerTech } from './player.types';
import { PlayerError } from './player-errors';

export const PLAYER_TECHS = ['media_source', 'audio_src'] as const satisfies readonly PlayerTech[];
export const DEFAULT_PLAYER_TECH: PlayerTech = 'media_source';

/** The player_tech query parameter, when it names a known tech. */
export const parsePlayerTech = (value: unknown): PlayerTech | undefined => PLAYER_TECHS.find((tech) => tech === value);

/** The player_gap_fix query parameter in ms, when it is a number of zero or more. */
export function parsePlayerGapFix(value: unknown): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

/** spec: the SourceBuffer type per format; anything but mp3 or aac is 'Format not supported'. */
export function audioMimeType(format: string): 'audio/mpeg' | 'audio/aac' {
  if (format === 'mp3') return 'audio/mpeg';
  if (format === 'aac') return 'audio/aac';
  throw new PlayerError('formatNotSupported');
}

/**
 * A forced tech wins (the request's, then the provider's). Unforced, a request with its own URL
 * plays that URL, and a browser without MediaSource for the format falls back to audio_src.
 */
export function chooseAudioTech(
  request: Pick<AudioRequest, 'forceTech' | 'url' | 'mediaFormat'>,
  providerTech: PlayerTech | undefined,
  supportsMediaSource: (mimeType: string) => boolean,
): PlayerTech {
  const forced = request.forceTech ?? providerTech;
  if (forced) return forced;
  if (request.url) return 'audio_src';
  const mimeType =
    request.mediaFormat === 'mp3' || request.mediaFormat === 'aac' ? audioMimeType(request.mediaFormat) : null;
  return mimeType && supportsMediaSource(mimeType) ? DEFAULT_PLAYER_TECH : 'audio_src';
}
