/**
 * The provider's machinery outside React: the controller, the engine for each request
 * (media_source or audio_src audio, hls.js video), the audioDb cache and the failure notice.
 */
import type { TFunction } from 'i18next';
import { notifications } from '@mantine/notifications';
import type { ApiClient } from '../../lib/api-client';
import { reportError } from '../../lib/sentry';
import { openAudioCache, type AudioCache } from './audio-cache';
import { AudioSrcPlayback } from './audio-src-playback';
import { HlsVideoPlayback } from './hls-video-playback';
import type { MediaQuery } from './media-url';
import { MediaSourcePlayback } from './media-source-playback';
import { PlayerController } from './player-controller';
import type { EngineCallbacks, PlaybackEngine } from './player-engine';
import { isPlayerError } from './player-errors';
import type { PlayerAction } from './player-state';
import { chooseAudioTech } from './player-tech';
import type { PlayerTech, PlayRequest } from './player.types';
import { createSegmentSource } from './segment-source';

export interface PlayerSettings {
  playerTech: PlayerTech | undefined;
  playerGapFixMs: number;
  mediaUrl: (path: string, query?: MediaQuery) => Promise<string>;
  t: TFunction<'player'>;
}

const supportsMediaSource = (mimeType: string) =>
  typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(mimeType);

export function createPlayerRuntime(api: ApiClient, dispatch: (action: PlayerAction) => void, initial: PlayerSettings) {
  // Engines read the settings when they are created: a change applies to the next request.
  let settings = initial;
  let audio: HTMLAudioElement | null = null;
  let video: HTMLVideoElement | null = null;
  // spec: audioDb is cleared on open; opened on the first recorded audio played.
  let cache: Promise<AudioCache> | null = null;

  const current = () => settings;
  const urlFor = (path: string, query?: MediaQuery) => current().mediaUrl(path, query);
  const segmentSource = createSegmentSource({ api, cache: () => (cache ??= openAudioCache()), mediaUrl: urlFor });

  const createEngine = (request: PlayRequest, callbacks: EngineCallbacks): PlaybackEngine | null => {
    if (request.kind === 'video') return video ? new HlsVideoPlayback(video, request, urlFor, callbacks) : null;
    audio ??= document.createElement('audio');
    if (request.kind === 'live') return new AudioSrcPlayback(audio, request, urlFor, callbacks);
    const { playerTech, playerGapFixMs } = current();
    return chooseAudioTech(request, playerTech, supportsMediaSource) === 'media_source'
      ? new MediaSourcePlayback(audio, request, segmentSource, callbacks, playerGapFixMs)
      : new AudioSrcPlayback(audio, request, urlFor, callbacks);
  };

  const onFailure = (error: unknown) => {
    const { t } = current();
    notifications.show({
      color: 'red',
      title: isPlayerError(error) ? t(`errors.${error.key}`) : undefined,
      message: t('playbackProblem'),
    });
    // spec 01 section 8: other errors go to error reporting; the player's own are expected states.
    if (!isPlayerError(error)) reportError(error);
  };

  const controller = new PlayerController({ dispatch, createEngine, onFailure });

  return {
    controller,
    configure(next: PlayerSettings) {
      settings = next;
    },
    attachVideo(element: HTMLVideoElement | null) {
      const previous = video;
      video = element;
      if (element) controller.videoAttached();
      else if (previous) controller.videoDetached();
    },
    /** Ends the playback; the next play opens (and so clears) audioDb again. */
    dispose() {
      controller.destroy();
      const opened = cache;
      cache = null;
      void opened?.then((audioCache) => audioCache.close());
    },
  };
}
