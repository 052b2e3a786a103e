/** The one playback of the screen (spec 01 section 4): its state and its controls. */
import { useContext, useMemo } from 'react';
import { PlayerContext, type PlayerApi, type PlayerContextValue } from './player-context';
import { PlayerError } from './player-errors';

export function usePlayerContext(): PlayerContextValue {
  const player = useContext(PlayerContext);
  // spec 01 section 8: 'Can not run player action, not initialized'.
  if (!player) throw new PlayerError('notInitialized');
  return player;
}

export function usePlayer(): PlayerApi {
  const { state, play, pause, resume, stop, subscribe } = usePlayerContext();
  return useMemo(
    () => ({ state, play, pause, resume, stop, subscribe }),
    [state, play, pause, resume, stop, subscribe],
  );
}
