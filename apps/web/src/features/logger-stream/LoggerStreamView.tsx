/**
 * The stream screen of one loaded station (spec 02 "Logger stream"): controls, the video for
 * video stations, the timeline with its cursor and selection menus, the feature tabs, hotkeys,
 * and the ISO range for superadmins. Mounted once per station, inside the PlayerProvider.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_RETENTION_DAYS } from '@antena/contract';
import { PageHeader } from '../../components/PageHeader';
import { useHotkeys } from '../../lib/use-hotkeys';
import { useStableCallback } from '../../lib/use-stable-callback';
import { VideoPlayer } from '../player/VideoPlayer';
import { LoggerTimeline } from './timeline/LoggerTimeline';
import { selectionRange, withSelectionEnd, withSelectionStart } from './timeline/selection-rules';
import { AuditOptionsMenu } from './AuditOptionsMenu';
import { StreamControls } from './StreamControls';
import { CursorMenu, SelectionMenu } from './StreamMenus';
import { StreamSettingsButton } from './StreamSettingsModal';
import { StreamTabs } from './StreamTabs';
import type { MenuAnchor } from './TimelineMenu';
import { STREAM_HOTKEYS, type StreamAction } from './stream-hotkeys';
import { HOUR, latestPreview, rangesFrom, shiftRanges, focusAtEnd } from './stream-range';
import type { LoggerStreamSearch } from './stream-search';
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
  const playback = useStreamPlayback(station, marks);
  const actions = useStreamActions(station);
  const canQuickShare = useCanQuickShare();
  const { settings, toggleAudit, setMode } = useStreamSettings();
  const [menu, setMenu] = useState<OpenMenu>(null);
  const video = isVideoStation(station);
  const closeMenu = useStableCallback(() => setMenu(null));

  // ?play=true with a cursor: start there once, as 'Show on stream' links ask.
  const autoplayed = useRef(false);
  useEffect(() => {
    if (autoplayed.current || !search.play || search.cursor === undefined) return;
    autoplayed.current = true;
    playback.playSpan({ startTs: search.cursor });
  }, [playback, search.cursor, search.play]);

  const downloadSelection = useStableCallback((kind: 'media' | 'ts') => {
    if (marks.selection) void actions.download(selectionRange(marks.selection), kind);
  });

  const run = (action: StreamAction) => {
    if (action === 'togglePlay') playback.togglePlay();
    else if (action === 'download') downloadSelection('media');
    else {
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
  const header = useMemo(
    () => (
      <PageHeader
        title={station.name}
        breadcrumbs={[{ label: t('title'), href: '/logger/status' }, { label: station.name }]}
        actions={
          <>
            <AuditOptionsMenu audit={settings.audit} onToggle={toggleAudit} />
            <StreamSettingsButton mode={settings.mode} onModeChange={setMode} />
          </>
        }
      />
    ),
    [station.name, t, settings.audit, settings.mode, toggleAudit, setMode],
  );

  const { preview } = marks;
  return (
    <Stack gap="md">
      {header}
      <StreamControls
        preview={preview}
        timeZone={station.timezone}
        retentionMs={DEFAULT_RETENTION_DAYS * DAY}
        playing={playback.state.isPlaying}
        loading={playback.state.isLoading}
        live={live}
        downloadPercent={playback.state.downloadPercent}
        onLatest={controls.onLatest}
        onPick={controls.onPick}
        onShift={controls.onShift}
        onTogglePlay={controls.onTogglePlay}
      />
      {video && <VideoPlayer stationSlug={station.slug} />}
      <LoggerTimeline
        station={station}
        preview={preview}
        focus={marks.focus}
        onFocusChange={marks.setFocus}
        cursor={marks.cursor}
        selection={marks.selection}
        playheadTs={playback.playheadTs}
        onTimelineClick={onTimelineClick}
        showThumbnails={video}
      />
      <StreamTabs features={station.featuresConfig} />
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
        {...selectionMenu}
      />
    </Stack>
  );
}
