/**
 * The per-chunk waveform player of an audio fragment (spec 02 "Fragments" info view). One audio
 * element plays the fragment's rendered AUDIO; under it each chunk is a row with its colour,
 * label and time range, and its waveform drawn from the recording's segments (the logger
 * timeline's WaveformCanvas) with its gaps marked. The playhead shows on the chunk that plays;
 * a click on a chunk's waveform plays from there, and each chunk has its own play button.
 */
import { useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ActionIcon, Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Fragment, FragmentChunk } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import { useAppServices } from '../../lib/app-services';
import { segmentPeaks } from '../logger-stream/timeline/waveform-peaks';
import { WaveformCanvas } from '../logger-stream/timeline/WaveformCanvas';
import { chunkGaps, mediaTimeOf, momentAt } from './chunk-timeline';
import { playMediaFrom } from './fragment-player';
import { formatDuration, formatStationTime } from './fragments-format';

const WAVEFORM_HEIGHT = 64;

/** A chunk's colour: a Mantine colour name as the editor's palette stores it, or any CSS colour. */
export const chunkColor = (color: string | null): string =>
  !color
    ? 'var(--mantine-primary-color-filled)'
    : /^[a-z]+$/.test(color)
      ? `var(--mantine-color-${color}-filled)`
      : color;

export interface FragmentChunksPlayerProps {
  fragment: Fragment;
  timeZone: string;
  /** The signed URL of the fragment's AUDIO. */
  url: string;
  /** Registers the audio element with the page's player (fragment-player.ts). */
  attach?: (element: HTMLMediaElement | null) => void;
}

export function FragmentChunksPlayer({ fragment, timeZone, url, attach }: FragmentChunksPlayerProps) {
  const { t } = useTranslation('fragments');
  const audio = useRef<HTMLAudioElement>(null);
  const [mediaMs, setMediaMs] = useState<number | null>(null);
  const playing = mediaMs === null ? null : momentAt(fragment.chunks, mediaMs);

  const setAudio = useCallback(
    (element: HTMLAudioElement | null) => {
      audio.current = element;
      attach?.(element);
    },
    [attach],
  );
  const playFrom = (index: number, ts: number) => playMediaFrom(audio.current, mediaTimeOf(fragment.chunks, index, ts));

  return (
    <Stack gap="sm">
      <audio
        ref={setAudio}
        src={url}
        controls
        preload="metadata"
        aria-label={t('media.audioPlayer')}
        style={{ width: '100%' }}
        onTimeUpdate={(event) => setMediaMs(event.currentTarget.currentTime * 1000)}
      />
      {fragment.chunks.map((chunk, index) => (
        <ChunkRow
          key={`${chunk.from}-${index}`}
          chunk={chunk}
          index={index}
          stationId={fragment.stationId}
          timeZone={timeZone}
          playhead={playing?.index === index ? playing.ts : null}
          onPlay={(ts) => playFrom(index, ts)}
        />
      ))}
    </Stack>
  );
}

interface ChunkRowProps {
  chunk: FragmentChunk;
  index: number;
  stationId: string;
  timeZone: string;
  playhead: number | null;
  onPlay: (ts: number) => void;
}

function ChunkRow({ chunk, index, stationId, timeZone, playhead, onPlay }: ChunkRowProps) {
  const { t, i18n } = useTranslation('fragments');
  const { api } = useAppServices();
  const label = chunk.label ?? t('media.chunk', { number: index + 1 });
  const range = useMemo(() => ({ from: chunk.from, to: chunk.to }), [chunk.from, chunk.to]);
  const gaps = useMemo(() => chunkGaps(chunk), [chunk]);
  const segments = useQuery({
    queryKey: ['fragments', 'waveform', stationId, chunk.from, chunk.to] as const,
    queryFn: ({ signal }) =>
      api.call(endpoints.listSegments, {
        params: { id: stationId },
        query: { from: chunk.from, to: chunk.to },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
  const peaks = useMemo(() => (segments.data ?? []).map(segmentPeaks), [segments.data]);
  const span = chunk.to - chunk.from;
  const color = chunkColor(chunk.color);

  const seek = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = box.width > 0 ? Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) : 0;
    onPlay(chunk.from + fraction * span);
  };

  return (
    <Paper withBorder p="xs" style={{ borderLeft: `4px solid ${color}` }} aria-label={label} component="section">
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={t('media.playChunk', { label })}>
            <ActionIcon variant="light" aria-label={t('media.playChunk', { label })} onClick={() => onPlay(chunk.from)}>
              <IconPlayerPlay size={16} />
            </ActionIcon>
          </Tooltip>
          <Text fw={600} size="sm">
            {label}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {formatStationTime(chunk.from, timeZone, i18n.language)} –{' '}
          {formatStationTime(chunk.to, timeZone, i18n.language)} · {formatDuration(chunk.duration)}
        </Text>
      </Group>
      <Box pos="relative" onClick={seek} style={{ cursor: 'pointer' }} data-testid={`chunk-waveform-${index}`}>
        <WaveformCanvas peaks={peaks} range={range} gaps={gaps} height={WAVEFORM_HEIGHT} />
        {playhead !== null && span > 0 && (
          <Box
            aria-hidden
            pos="absolute"
            top={0}
            bottom={0}
            w={2}
            style={{ left: `${((playhead - chunk.from) / span) * 100}%`, background: color }}
          />
        )}
      </Box>
    </Paper>
  );
}
