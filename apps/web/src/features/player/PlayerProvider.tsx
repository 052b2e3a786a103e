/**
 * The screen's one playback (spec 01 sections 4 and 9), shared through usePlayer. The URL's
 * player_tech and player_gap_fix arrive as props from the screen.
 */
import { useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';
import { useMediaUrl } from './media-url';
import { PlayerContext, type PlayerContextValue } from './player-context';
import { createPlayerRuntime } from './player-runtime';
import { IDLE, playerReducer } from './player-state';
import type { PlayerTech } from './player.types';
import { DEFAULT_GAP_FIX_MS } from './segment-schedule';

export interface PlayerProviderProps {
  /** spec: the player_tech URL parameter forces a tech for audio. */
  playerTech?: PlayerTech;
  /** spec: the player_gap_fix URL parameter, in ms (default 20). */
  playerGapFixMs?: number;
  children: ReactNode;
}

export function PlayerProvider({ playerTech, playerGapFixMs = DEFAULT_GAP_FIX_MS, children }: PlayerProviderProps) {
  const { api } = useAppServices();
  const mediaUrl = useMediaUrl();
  const { t } = useTranslation('player');
  const [state, dispatch] = useReducer(playerReducer, IDLE);
  const [runtime] = useState(() => createPlayerRuntime(api, dispatch, { playerTech, playerGapFixMs, mediaUrl, t }));

  // Settings apply to the next request; a running playback keeps the ones it started with.
  useEffect(() => {
    runtime.configure({ playerTech, playerGapFixMs, mediaUrl, t });
  }, [runtime, playerTech, playerGapFixMs, mediaUrl, t]);

  useEffect(() => () => runtime.dispose(), [runtime]);

  const value = useMemo<PlayerContextValue>(() => {
    const { controller } = runtime;
    return {
      state,
      play: controller.play,
      pause: controller.pause,
      resume: controller.resume,
      stop: controller.stop,
      subscribe: controller.subscribe,
      emit: controller.emit,
      attachVideo: runtime.attachVideo,
    };
  }, [runtime, state]);

  return <PlayerContext.Provider value={value}>{children}</PlayerContext.Provider>;
}
