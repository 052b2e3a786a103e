/**
 * spec 02 "Logger stream" controls: 'Load latest recording' (re-checked every 10 s), the date
 * and time picker, rewind and forward one hour, play/pause and live play with its LIVE badge.
 */
import { memo } from 'react';
import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import {
  IconBroadcast,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerSkipBack,
  IconPlayerSkipForward,
  IconRefresh,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TimeRange } from './timeline/timeline.types';
import { StreamDatePicker } from './StreamDatePicker';
import { LATEST_RECHECK_MS, canForward, canRewind, isLatestRecordingDisabled } from './stream-range';
import { useNow } from './use-now';

export interface StreamControlsProps {
  preview: TimeRange;
  timeZone: string;
  /** How long recordings are kept: rewinding past it finds nothing. */
  retentionMs: number;
  playing: boolean;
  loading: boolean;
  /** Null when the station offers no live play. */
  live: { active: boolean; onToggle(): void } | null;
  downloadPercent: number | null;
  onLatest(): void;
  onPick(ts: number): void;
  onShift(deltaHours: -1 | 1): void;
  onTogglePlay(): void;
}

export const StreamControls = memo(function StreamControls(props: StreamControlsProps) {
  const { preview, timeZone, retentionMs, playing, loading, live, downloadPercent } = props;
  const { t } = useTranslation('logger-stream');
  const now = useNow(LATEST_RECHECK_MS);

  return (
    <Group gap="xs" role="toolbar" aria-label={t('controls.label')} wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} />}
        disabled={isLatestRecordingDisabled(preview, now)}
        onClick={props.onLatest}
      >
        {t('controls.latest')}
      </Button>
      <StreamDatePicker timeZone={timeZone} initial={preview.from} onPick={props.onPick} />
      <Tooltip label={t('controls.rewind')}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('controls.rewind')}
          disabled={!canRewind(preview, now - retentionMs)}
          onClick={() => props.onShift(-1)}
        >
          <IconPlayerSkipBack size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('controls.forward')}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('controls.forward')}
          disabled={!canForward(preview, now)}
          onClick={() => props.onShift(1)}
        >
          <IconPlayerSkipForward size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={playing ? t('controls.pause') : t('controls.play')}>
        <ActionIcon
          size="lg"
          aria-label={playing ? t('controls.pause') : t('controls.play')}
          loading={loading}
          onClick={props.onTogglePlay}
        >
          {playing ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
        </ActionIcon>
      </Tooltip>
      {live && (
        <Button
          variant={live.active ? 'filled' : 'default'}
          color={live.active ? 'red' : undefined}
          leftSection={<IconBroadcast size={16} />}
          aria-pressed={live.active}
          onClick={live.onToggle}
        >
          {live.active ? t('controls.stopLive') : t('controls.live')}
        </Button>
      )}
      {live?.active && (
        <Badge color="red" variant="dot" size="lg">
          {t('controls.liveBadge')}
        </Badge>
      )}
      {downloadPercent !== null && (
        <Text size="sm" c="dimmed" role="status">
          {t('controls.downloading', { percent: Math.round(downloadPercent) })}
        </Text>
      )}
    </Group>
  );
});
