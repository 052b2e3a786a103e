/**
 * The stream screen of one loaded station (spec 02 "Logger stream"): controls, the video for
 * video stations with the readout of the times beside it, the timeline with its cursor and
 * selection menus, the feature tabs (StreamTabs.tsx) below it or, for a video station on a wide
 * window, beside the video under the readout (stream-layout.ts), hotkeys, the fragment form and,
 * in Editor mode, the joint fragment editor under the timeline (fragments/), and the ISO range
 * for superadmins. Mounted once per station, inside the PlayerProvider.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useHotkeys } from '../../lib/use-hotkeys';
import { useStableCallback } from '../../lib/use-stable-callback';
import { VideoPlayer } from '../player/VideoPlayer';
import { LoggerTimeline } from './timeline/LoggerTimeline';
import { sameRange } from './timeline/focus-range';
import { useTimelineSegments } from './timeline/use-timeline-segments';
import { formatDate, zoneLabel } from './timeline/zoned-time';
import type { Selection, TimeRange } from './timeline/timeline.types';
import { selectionRange, withSelectionEnd, withSelectionStart } from './timeline/selection-rules';
import { StreamControls } from './StreamControls';
import { FragmentCreateModal } from './fragments/FragmentCreateModal';
import { JointEditor } from './fragments/JointEditor';
import { useJointEditor } from './fragments/use-joint-editor';
import { useLiveMentionMarks } from '../live-mentions/use-stream-live-mentions';
import { useMatchMarks } from './matches/use-stream-matches';
import { CursorMenu, SelectionMenu } from './StreamMenus';
import { StreamSettingsButton } from './StreamSettingsModal';
import { StreamReadout } from './StreamReadout';
import { stationAuditToggles, streamOverlays } from './stream-overlays';
import { hasStreamTabs, StreamTabs } from './StreamTabs';
import type { MenuAnchor } from './TimelineMenu';
import { STREAM_HOTKEYS, type StreamAction } from './stream-hotkeys';
import { useTabsPlacement } from './stream-layout';
import {
  HOUR,
  PREVIEW_END_OFFSET_MS,
  focusAtEnd,
  latestPreview,
  rangesFrom,
  shiftRanges,
  walkFocus,
} from './stream-range';
import type { LoggerStreamSearch } from './stream-search';
import type { ScreenMode } from './stream-settings';
import { isVideoStation, offersLivePlay, type StreamStation } from './stream-station';
import { useCanQuickShare, useStreamActions } from './use-stream-actions';
import { useStreamMarks } from './use-stream-marks';
import { useStreamPlayback } from './use-stream-playback';
import { useStreamSettings } from './use-stream-settings';

export interface LoggerStreamViewProps {
  station: StreamStation;
  search: LoggerStreamSearch;
  showIsoRange: boolean;
}

type OpenMenu = { kind: 'cursor' | 'selection'; anchor: MenuAnchor } | null;

const DAY = 24 * HOUR;

export function LoggerStreamView({ station, search, showIsoRange }: LoggerStreamViewProps) {
  const { t } = useTranslation('logger-stream');
  const marks = useStreamMarks(search.cursor, search.length);
  const recording = useTimelineSegments(station.id, marks.preview);
  const playback = useStreamPlayback(station, marks, recording);
  const actions = useStreamActions(station);
  const canQuickShare = useCanQuickShare();
  const { settings, setMode, setAuditToggle } = useStreamSettings();
  const overlays = useMemo(() => streamOverlays(station, settings.audit), [station, settings.audit]);
  const [menu, setMenu] = useState<OpenMenu>(null);
  const video = isVideoStation(station);
  const tabsBeside = useTabsPlacement(video, hasStreamTabs(station, overlays)) === 'beside-video';
  const closeMenu = useStableCallback(() => setMenu(null));
  // The audit overlays the screen settings turn on (spec 02 section 3) mark the timeline:
  // matches and live mentions (screenbug, lowerthird and ad overlays have no marks yet).
  const matchMarks = useMatchMarks(station, marks.preview, overlays.matches);
  const mentionMarks = useLiveMentionMarks(station, marks.preview, overlays.liveMentions);
  const findings = useMemo(() => [...matchMarks, ...mentionMarks], [matchMarks, mentionMarks]);
  const editor = useJointEditor();
  const editing = settings.mode === 'EDITOR';
  // The single fragment form, open on the range it was asked for.
  const [fragmentRange, setFragmentRange] = useState<TimeRange | null>(null);

  // ?play=true with a cursor: start there once, as 'Show on stream' links ask.
  const autoplayed = useRef(false);
  useEffect(() => {
    if (autoplayed.current || !search.play || search.cursor === undefined) return;
    autoplayed.current = true;
    playback.playSpan({ startTs: search.cursor });
  }, [playback, search.cursor, search.play]);

  // The view follows what is heard (issue 13.5): when the playhead leaves the focus, the focus
  // (and the preview with it) moves to start at the playhead. A focus the user moved away during
  // playback is left where they put it until the playhead crosses its edge again.
  const follow = useRef<{ focus: TimeRange | null; inside: boolean }>({ focus: null, inside: false });
  const followPlayhead = useStableCallback((ts: number | null) => {
    if (ts === null) {
      follow.current = { focus: null, inside: false };
      return;
    }
    const { focus, preview } = marks;
    const inside = ts >= focus.from && ts <= focus.to;
    const last = follow.current;
    const userMoved = last.focus !== null && !sameRange(last.focus, focus);
    if (!inside && (last.focus === null || (last.inside && !userMoved))) {
      const latest = Math.max(Date.now() - PREVIEW_END_OFFSET_MS, ts + (focus.to - focus.from));
      const next = walkFocus(preview, focus, ts - focus.from, latest);
      if (sameRange(next.preview, preview)) marks.setFocus(next.focus);
      else marks.setPreview(next.preview, next.focus);
      follow.current = { focus: next.focus, inside: true };
      return;
    }
    follow.current = { focus, inside };
  });
  useEffect(() => followPlayhead(playback.playheadTs), [followPlayhead, playback.playheadTs]);

  const downloadSelection = useStableCallback((kind: 'media' | 'ts') => {
    if (marks.selection) void actions.download(selectionRange(marks.selection), kind);
  });

  const createFragment = useStableCallback(() => {
    closeMenu();
    if (marks.selection) setFragmentRange(selectionRange(marks.selection));
  });
  const addChunk = useStableCallback(() => {
    if (editor.addChunk(marks.selection && selectionRange(marks.selection))) marks.setSelection(null);
  });
  // spec 02 section 4: entering Editor mode starts an empty draft for this station.
  const changeMode = useStableCallback((mode: ScreenMode) => {
    if (mode === 'EDITOR' && !editing) editor.dispatch({ type: 'reset' });
    setMode(mode);
  });
  const closeEditor = useStableCallback(() => setMode('DEFAULT'));
  // A chunk out of the loaded hour opens its hour first; it plays once the screen has that hour
  // (a new playSpan), which waits in turn for the hour's recording to load.
  const chunkToPlay = useRef<TimeRange | null>(null);
  const playChunk = useStableCallback((range: TimeRange) => {
    if (range.from >= marks.preview.from && range.to <= marks.preview.to) {
      playback.playSpan({ startTs: range.from, stopTs: range.to });
      return;
    }
    chunkToPlay.current = range;
    const next = rangesFrom(range.from, Date.now());
    marks.setPreview(next.preview, next.focus);
  });
  const { playSpan } = playback;
  useEffect(() => {
    const range = chunkToPlay.current;
    if (!range) return;
    chunkToPlay.current = null;
    playSpan({ startTs: range.from, stopTs: range.to });
  }, [playSpan]);

  const run = (action: StreamAction) => {
    if (action === 'togglePlay') playback.togglePlay();
    else if (action === 'download') downloadSelection('media');
    else if (action === 'createFragment') createFragment();
    else if (action === 'addChunk') {
      if (editing) addChunk();
    } else {
      if (action === 'clear') closeMenu();
      marks.apply(action, playback.playheadTs);
    }
  };
  useHotkeys(
    STREAM_HOTKEYS.map(({ keys, action }) => ({
      keys,
      description: t(`hotkeys.${action}`),
      handler: () => run(action),
    })),
  );

  const onTimelineClick = (ts: number, anchor: MenuAnchor) => {
    const range = marks.selection && selectionRange(marks.selection);
    if (range && ts >= range.from && ts <= range.to) {
      setMenu({ kind: 'selection', anchor });
      return;
    }
    marks.setCursor(ts);
    setMenu({ kind: 'cursor', anchor });
  };

  // A selection dragged on the strip replaces the cursor: they are exclusive ways to mark time.
  const onSelectionDrag = useStableCallback((selection: Selection) => {
    closeMenu();
    marks.setSelection(selection);
    marks.setCursor(null);
  });

  // A tab's row: the cursor there, in view (the focus keeps its length around it), and play.
  const seekTo = useStableCallback((ts: number) => {
    const { focus } = marks;
    if (ts < focus.from || ts > focus.to) {
      const half = (focus.to - focus.from) / 2;
      marks.setFocus({ from: ts - half, to: ts + half });
    }
    marks.setCursor(ts);
    playback.playSpan({ startTs: ts });
  });

  const markAtCursor = (edge: 'start' | 'end') => {
    if (marks.cursor === null) return;
    const mark = edge === 'start' ? withSelectionStart : withSelectionEnd;
    marks.setSelection(mark(marks.selection, marks.cursor));
    marks.setCursor(null);
  };

  // Everything but the timeline keeps its props across focus moves (stable callbacks, memoised
  // children), so panning and zooming render the timeline alone (bench/logger, browser part).
  const controls = {
    onLatest: useStableCallback(() => {
      const next = latestPreview(Date.now());
      marks.setPreview(next, focusAtEnd(next));
    }),
    onPick: useStableCallback((ts: number) => {
      const next = rangesFrom(ts, Date.now());
      marks.setPreview(next.preview, next.focus);
    }),
    onShift: useStableCallback((hours: number) => {
      const next = shiftRanges(marks.preview, marks.focus, hours * HOUR);
      marks.setPreview(next.preview, next.focus);
    }),
    onTogglePlay: useStableCallback(() => playback.togglePlay()),
    onToggleLive: useStableCallback(() => playback.toggleLive()),
  };
  const cursorMenu = {
    onPlay: useStableCallback(() => marks.cursor !== null && playback.playSpan({ startTs: marks.cursor })),
    onPause: useStableCallback(() => playback.pause()),
    onStartSelection: useStableCallback(() => markAtCursor('start')),
    onEndSelection: useStableCallback(() => markAtCursor('end')),
    onCopyUrl: useStableCallback(() => marks.cursor !== null && void actions.copyCursorUrl(marks.cursor)),
    onCancel: useStableCallback(() => marks.setCursor(null)),
  };
  const selectionMenu = {
    onPlay: useStableCallback(() => {
      if (!marks.selection) return;
      const { from, to } = selectionRange(marks.selection);
      playback.playSpan({ startTs: from, stopTs: to });
    }),
    onQuickShare: useStableCallback(
      () => marks.selection && void actions.copyQuickShareUrl(selectionRange(marks.selection)),
    ),
    onUnselect: useStableCallback(() => marks.setSelection(null)),
  };
  const liveAvailable = offersLivePlay(station);
  const live = useMemo(
    () => (liveAvailable ? { active: playback.live, onToggle: controls.onToggleLive } : null),
    [liveAvailable, playback.live, controls.onToggleLive],
  );
  const { preview } = marks;
  const auditToggles = useMemo(() => stationAuditToggles(station), [station]);
  const fromDay = formatDate(preview.from, station.timezone);
  const toDay = formatDate(preview.to, station.timezone);
  const zone = zoneLabel(preview.from, station.timezone);
  const header = useMemo(
    () => (
      <PageHeader
        title={station.name}
        breadcrumbs={[{ label: t('title'), link: { to: '/logger/status' } }, { label: station.name }]}
        actions={
          <>
            <Text size="sm" data-testid="stream-date">
              {fromDay === toDay ? fromDay : `${fromDay} – ${toDay}`} · {zone}
            </Text>
            <StreamSettingsButton
              mode={settings.mode}
              onModeChange={changeMode}
              toggles={auditToggles}
              audit={settings.audit}
              onAuditChange={setAuditToggle}
            />
          </>
        }
      />
    ),
    [station.name, t, settings.mode, changeMode, auditToggles, settings.audit, setAuditToggle, fromDay, toDay, zone],
  );
  const readout = (
    <StreamReadout
      timeZone={station.timezone}
      playheadTs={playback.playheadTs}
      cursor={marks.cursor}
      selection={marks.selection}
    />
  );
  const tabs = (
    <StreamTabs
      station={station}
      overlays={overlays}
      range={preview}
      cursor={marks.cursor}
      onSeek={seekTo}
      transcriptionTime={search.transcriptionTime}
    />
  );

  return (
    <Stack gap="sm">
      {header}
      <StreamControls
        preview={preview}
        timeZone={station.timezone}
        retentionMs={station.client.retentionDays * DAY}
        playing={playback.state.isPlaying}
        loading={playback.state.isLoading}
        live={live}
        downloadPercent={playback.state.downloadPercent}
        onLatest={controls.onLatest}
        onPick={controls.onPick}
        onShift={controls.onShift}
        onTogglePlay={controls.onTogglePlay}
      />
      {video ? (
        <Group align="stretch" wrap="nowrap" gap="md">
          <VideoPlayer stationSlug={station.slug} />
          <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
            {readout}
            {tabsBeside && (
              // As tall as the video, never taller: the tabs scroll inside, the timeline below
              // keeps its place (its content is out of the flow, so it does not size the row).
              <Box pos="relative" style={{ flex: 1, minHeight: 0 }} data-testid="stream-side-tabs">
                <Box pos="absolute" inset={0} style={{ overflowY: 'auto' }}>
                  {tabs}
                </Box>
              </Box>
            )}
          </Stack>
        </Group>
      ) : (
        readout
      )}
      <LoggerTimeline
        station={station}
        preview={preview}
        focus={marks.focus}
        onFocusChange={marks.setFocus}
        cursor={marks.cursor}
        selection={marks.selection}
        playheadTs={playback.playheadTs}
        findings={findings}
        onTimelineClick={onTimelineClick}
        onSelectionChange={onSelectionDrag}
        showThumbnails={video}
      />
      {editing && (
        <JointEditor
          station={station}
          editor={editor}
          onAddSelection={addChunk}
          onPlay={playChunk}
          onClose={closeEditor}
        />
      )}
      {!tabsBeside && tabs}
      {showIsoRange && (
        <Group justify="flex-end">
          <Text size="xs" c="dimmed" ff="monospace" data-testid="iso-range">
            {t('range', { from: new Date(preview.from).toISOString(), to: new Date(preview.to).toISOString() })}
          </Text>
        </Group>
      )}
      <CursorMenu anchor={menu?.kind === 'cursor' ? menu.anchor : null} onClose={closeMenu} {...cursorMenu} />
      <SelectionMenu
        anchor={menu?.kind === 'selection' ? menu.anchor : null}
        video={video}
        canQuickShare={canQuickShare}
        onClose={closeMenu}
        onPause={cursorMenu.onPause}
        onDownload={downloadSelection}
        onCreateFragment={createFragment}
        {...selectionMenu}
      />
      {fragmentRange && (
        <FragmentCreateModal station={station} selection={fragmentRange} onClose={() => setFragmentRange(null)} />
      )}
    </Stack>
  );
}
