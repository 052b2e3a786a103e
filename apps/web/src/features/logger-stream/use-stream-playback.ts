/**
 * Playback of the stream screen (spec 02 section 4): play starts at the cursor, or plays the
 * selection and stops at its end, or starts at the focus start; radio stations play the recorded
 * audio, video stations the recording's HLS; live play for radio stations with a stream URL.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { PlayRequest } from '../player/player.types';
import { usePlayer } from '../player/use-player';
import { selectionRange } from './timeline/selection-rules';
import type { Selection, TimeRange } from './timeline/timeline.types';
import { PREVIEW_END_OFFSET_MS } from './stream-range';
import { isBrowserPlayable, isVideoStation, streamUrl, type StreamStation } from './stream-station';

export interface PlaybackMarks {
  focus: TimeRange;
  cursor: number | null;
  selection: Selection | null;
}

/** Where play starts and stops for the current marks (spec 02 section 4). */
export function playbackSpan({ focus, cursor, selection }: PlaybackMarks): { startTs: number; stopTs?: number } {
  if (cursor !== null) return { startTs: cursor };
  if (selection) {
    const { from, to } = selectionRange(selection);
    return { startTs: from, stopTs: to };
  }
  return { startTs: focus.from };
}

export function recordingRequest(station: StreamStation, startTs: number, stopTs?: number): PlayRequest {
  const span = stopTs === undefined ? {} : { stopTs };
  if (isVideoStation(station)) {
    return { kind: 'video', stationId: station.id, fromTs: startTs, startTs, autoplay: true, ...span };
  }
  const mediaFormat = station.format === 'aac' ? 'aac' : 'mp3';
  return { kind: 'audio', stationId: station.id, startTs, mediaFormat, ...span };
}

/**
 * Live play: the stream URL when a browser can open it, otherwise the recording's live edge
 * (30 s ago, the newest moment recorded) through MediaSource.
 */
export function liveRequest(station: StreamStation, now: number): PlayRequest {
  const url = streamUrl(station);
  if (url && isBrowserPlayable(url)) return { kind: 'live', stationId: station.id, url };
  const mediaFormat = station.format === 'aac' ? 'aac' : 'mp3';
  return {
    kind: 'audio',
    stationId: station.id,
    startTs: now - PREVIEW_END_OFFSET_MS,
    mediaFormat,
    forceTech: 'media_source',
  };
}

const spanKey = (span: { startTs: number; stopTs?: number }) => `${span.startTs}|${span.stopTs ?? ''}`;

export function useStreamPlayback(station: StreamStation, marks: PlaybackMarks) {
  const { t } = useTranslation('logger-stream');
  const player = usePlayer();
  const [live, setLive] = useState(false);
  // The span of the running playback: pressing play again resumes it unless the marks moved.
  const lastSpan = useRef<string | null>(null);

  const { subscribe } = player;
  useEffect(
    () =>
      subscribe((event) => {
        if (event.type === 'ERROR') {
          notifications.show({ color: 'red', title: t('messages.playbackError'), message: event.message });
        }
        if (event.type === 'STOP' || event.type === 'PLAYBACK_END' || event.type === 'NO_MORE_SEGMENTS') {
          setLive(false);
          lastSpan.current = null;
        }
      }),
    [subscribe, t],
  );

  const playSpan = useCallback(
    (span: { startTs: number; stopTs?: number }) => {
      setLive(false);
      lastSpan.current = spanKey(span);
      player.play(recordingRequest(station, span.startTs, span.stopTs));
    },
    [player, station],
  );

  const play = useCallback(() => {
    const span = playbackSpan(marks);
    if (!live && player.state.request && spanKey(span) === lastSpan.current) player.resume();
    else playSpan(span);
  }, [live, marks, player, playSpan]);

  const togglePlay = useCallback(() => {
    if (player.state.isPlaying) player.pause();
    else play();
  }, [play, player]);

  const toggleLive = useCallback(() => {
    if (live) {
      player.stop();
      setLive(false);
      return;
    }
    lastSpan.current = null;
    player.play(liveRequest(station, Date.now()));
    setLive(true);
  }, [live, player, station]);

  const { state } = player;
  return {
    state,
    live,
    /** The playhead on the timeline: the playing moment of the recording (a live stream URL has none). */
    playheadTs: state.request && state.request.kind !== 'live' ? state.currentTs : null,
    play,
    playSpan,
    pause: player.pause,
    togglePlay,
    toggleLive,
  };
}
