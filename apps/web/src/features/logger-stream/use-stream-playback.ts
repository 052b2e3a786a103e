/**
 * Playback of the stream screen (spec 02 section 4): play starts at the cursor, or plays the
 * selection and stops at its end, or starts at the focus start; radio stations play the recorded
 * audio, video stations the recording's HLS; live play for radio stations with a stream URL.
 * Play starts only where the loaded range has a recording (playback-start.ts); a failure is told
 * in the spec's words, never the player's or the API's own text.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Segment } from '@antena/contract';
import type { PlayRequest } from '../player/player.types';
import { usePlayer } from '../player/use-player';
import { selectionRange } from './timeline/selection-rules';
import type { Selection, TimeRange } from './timeline/timeline.types';
import { recordedStart, type PlaySpan } from './playback-start';
import { PREVIEW_END_OFFSET_MS } from './stream-range';
import { isBrowserPlayable, isVideoStation, streamUrl, type StreamStation } from './stream-station';

export interface PlaybackMarks {
  /** The loaded range: play never starts outside it. */
  preview: TimeRange;
  focus: TimeRange;
  cursor: number | null;
  selection: Selection | null;
}

/** Where play starts and stops for the current marks (spec 02 section 4). */
export function playbackSpan({ focus, cursor, selection }: PlaybackMarks): PlaySpan {
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
    follow: true,
  };
}

const spanKey = (span: { startTs: number; stopTs?: number }) => `${span.startTs}|${span.stopTs ?? ''}`;

/** The loaded range's segments, as the timeline reads them. */
export interface LoadedRecording {
  segments: readonly Segment[];
  isPending: boolean;
}

export function useStreamPlayback(station: StreamStation, marks: PlaybackMarks, recording: LoadedRecording) {
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
          notifications.show({ color: 'red', message: t('messages.playbackError') });
        }
        if (event.type === 'STOP' || event.type === 'PLAYBACK_END' || event.type === 'NO_MORE_SEGMENTS') {
          setLive(false);
          lastSpan.current = null;
        }
      }),
    [subscribe, t],
  );

  const { preview } = marks;
  // A play asked while the range's segments load (a ?play=true link) waits for them.
  const deferred = useRef<PlaySpan | null>(null);
  const playSpan = useCallback(
    (asked: PlaySpan) => {
      if (recording.isPending) {
        deferred.current = asked;
        return;
      }
      deferred.current = null;
      const span = recordedStart(recording.segments, preview, asked);
      if (!span) {
        notifications.show({ color: 'yellow', message: t('messages.noRecording') });
        return;
      }
      setLive(false);
      lastSpan.current = spanKey(asked);
      player.play(recordingRequest(station, span.startTs, span.stopTs));
    },
    [player, station, recording.segments, recording.isPending, preview, t],
  );
  useEffect(() => {
    if (deferred.current && !recording.isPending) playSpan(deferred.current);
  }, [playSpan, recording.isPending]);

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
