/**
 * The stream's Transcriptions tab (spec 02 "Transcription tab", key `transcriptions`): the loaded
 * range's transcription rows, the rows within 30 s before the playhead highlighted and kept in
 * view, and a word's menu (play from here, copy the cursor URL at the word) after a 1 s hover.
 * Opened from Search with `transcriptionTime`, the row there is highlighted until play starts.
 * When the station is not transcribed, or the server has no speech engine, it says so plainly.
 */
import { useMemo } from 'react';
import { Alert, Group, Menu, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLink, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { notTranscribed } from './transcription-availability';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { errorText } from '../../../lib/api-error';
import { usePlayer } from '../../player/use-player';
import type { StreamTabProps } from '../StreamTabs';
import { TimelineMenu } from '../TimelineMenu';
import { formatClock } from '../timeline/zoned-time';
import { useStreamActions } from '../use-stream-actions';
import { TranscriptionList } from './TranscriptionList';
import { stationTranscriptionQueryOptions } from './transcription.api';
import {
  CONFIDENCE_COLOURS,
  followedRow,
  isHighlighted,
  speakerColours,
  type ConfidenceBand,
} from './transcription-view';
import { useWordMenu } from './use-word-menu';

const BANDS: readonly ConfidenceBand[] = ['high', 'medium', 'low', 'none'];

function ConfidenceLegend() {
  const { t } = useTranslation('transcription');
  return (
    <Group gap="xs" aria-label={t('confidence.label')} role="group">
      <Text size="xs" c="dimmed">
        {t('confidence.label')}
      </Text>
      {BANDS.map((band) => (
        <Text key={band} size="xs" fw={600} style={{ color: CONFIDENCE_COLOURS[band] }}>
          {t(`confidence.${band}`)}
        </Text>
      ))}
    </Group>
  );
}

export function TranscriptionsTab({ station, overlays, range, onSeek, transcriptionTime }: StreamTabProps) {
  const { t } = useTranslation('transcription');
  const { api } = useAppServices();
  const { state } = usePlayer();
  const { copyCursorUrl } = useStreamActions(station);
  const menu = useWordMenu();
  // Speaker labels and their colours: the station's diarization, unless the screen settings hide it.
  const diarization = overlays.diarization;
  const transcription = useQuery(stationTranscriptionQueryOptions(api, station.id, range, diarization));

  // The moment heard (a live stream URL has none), else the row a Search link asked for.
  const playheadTs = state.request && state.request.kind !== 'live' ? state.currentTs : null;
  const mark = playheadTs ?? transcriptionTime ?? null;
  const rows = transcription.data?.rows;
  const colours = useMemo(() => speakerColours(rows ?? []), [rows]);
  const highlighted = useMemo(() => (rows ?? []).map((row) => isHighlighted(row, mark)), [rows, mark]);
  const followed = useMemo(() => followedRow(rows ?? [], mark), [rows, mark]);

  if (transcription.isPending) return <LoadingState label={t('loading')} />;
  if (transcription.isError)
    return (
      <ErrorState
        title={t('loadFailed')}
        message={errorText(transcription.error, t)}
        onRetry={() => void transcription.refetch()}
      />
    );

  const reason = notTranscribed(transcription.data);
  const opened = menu.open;
  const time = opened && formatClock(opened.word.start, station.timezone, true);
  return (
    <Stack gap="sm">
      {reason && (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} title={t(`${reason}.title`)}>
          {t(`${reason}.message`)}
        </Alert>
      )}
      {transcription.data.rows.length === 0 ? (
        !reason && <EmptyState title={t('empty')} />
      ) : (
        <>
          <ConfidenceLegend />
          <TranscriptionList
            rows={transcription.data.rows}
            timeZone={station.timezone}
            colours={colours}
            highlighted={highlighted}
            followed={followed}
            onSeek={onSeek}
            onWordEnter={menu.hover}
            onWordLeave={menu.leave}
          />
        </>
      )}
      <TimelineMenu
        anchor={opened?.anchor ?? null}
        label={opened ? t('wordMenu.label', { word: opened.word.word.trim(), time }) : ''}
        onClose={menu.close}
      >
        <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={() => opened && onSeek(opened.word.start)}>
          {t('wordMenu.play')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLink size={16} />} onClick={() => opened && void copyCursorUrl(opened.word.start)}>
          {t('wordMenu.copyCursor')}
        </Menu.Item>
      </TimelineMenu>
    </Stack>
  );
}
