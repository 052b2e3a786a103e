/**
 * One result of a search (spec 02 Search): the minute's time, its preview thumbnail on video
 * stations, its transcription with the rows holding a hit highlighted and the query's words
 * marked, and 'Show on stream' opening the logger's Transcriptions tab on it.
 */
import { Box, Group, Mark, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { THUMBNAIL_CELL, type TranscriptionRow, type TranscriptionSearchPage } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { ButtonLink } from '../../components/links';
import { formatStreamTime } from '../logger-stream/stream-time';
import { thumbnailCells } from '../logger-stream/timeline/thumbnail-cells';
import { windowThumbnailsQueryOptions } from './search.api';
import { isQueryWord } from './search-grammar';

export type SearchWindow = TranscriptionSearchPage['results'][number];

const THUMBNAIL_HEIGHT = 72;

export interface SearchResultWindowProps {
  station: { id: string; slug: string; timezone: string };
  video: boolean;
  window: SearchWindow;
  words: ReadonlySet<string>;
}

/**
 * The logger stream's search (routes/logger.routes.tsx): the cursor at the window, `length` in
 * seconds, and the row to highlight, the first holding a hit.
 */
export function showOnStreamSearch(window: SearchWindow) {
  const hit = window.rows.find((row) => row.highlight) ?? window.rows[0];
  return {
    tab: 'transcriptions' as const,
    cursor: window.time,
    length: Math.max(1, Math.round(window.length / 1000)),
    transcriptionTime: hit?.time ?? window.time,
    play: false,
  };
}

export function SearchResultWindow({ station, video, window, words }: SearchResultWindowProps) {
  const { t, i18n } = useTranslation('search');
  const time = formatStreamTime(window.time, station.timezone, i18n.language);
  return (
    <Paper withBorder p="sm" component="article" aria-label={time}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {video && <WindowThumbnail stationId={station.id} window={window} label={t('results.thumbnail', { time })} />}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{time}</Text>
            <ButtonLink
              to="/logger/s/$station"
              params={{ station: station.slug }}
              search={showOnStreamSearch(window)}
              size="xs"
              variant="light"
              leftSection={<IconPlayerPlay size={14} />}
            >
              {t('results.showOnStream')}
            </ButtonLink>
          </Group>
          {window.rows.map((row) => (
            <RowText key={row.time} row={row} timeZone={station.timezone} words={words} />
          ))}
        </Stack>
      </Group>
    </Paper>
  );
}

function RowText({ row, timeZone, words }: { row: TranscriptionRow; timeZone: string; words: ReadonlySet<string> }) {
  const { i18n } = useTranslation();
  const clock = new Intl.DateTimeFormat(i18n.language, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(row.time);
  const spoken =
    row.wp_words.length > 0 ? row.wp_words.map((word) => word.word) : row.elastic_data.raw_content.split(/\s+/);
  return (
    <Text
      size="sm"
      c={row.highlight ? undefined : 'dimmed'}
      fw={row.highlight ? 500 : undefined}
      data-highlight={row.highlight || undefined}
    >
      <Text span size="xs" c="dimmed" ff="monospace" mr="xs">
        {clock}
      </Text>
      {spoken.map((word, index) => (
        <span key={index}>
          {index > 0 && ' '}
          {row.highlight && isQueryWord(word, words) ? <Mark>{word}</Mark> : word}
        </span>
      ))}
    </Text>
  );
}

function WindowThumbnail({ stationId, window, label }: { stationId: string; window: SearchWindow; label: string }) {
  const { api } = useAppServices();
  const sheets = useQuery(windowThumbnailsQueryOptions(api, stationId, window));
  const sample = sheets.data?.[0]?.metadata ?? THUMBNAIL_CELL;
  const width = (sample.width / sample.height) * THUMBNAIL_HEIGHT;
  if (sheets.isPending) return <Skeleton w={width} h={THUMBNAIL_HEIGHT} />;
  // One frame, from the middle of the window.
  const frame = thumbnailCells(
    sheets.data ?? [],
    { from: window.time, to: window.time + window.length },
    width,
    THUMBNAIL_HEIGHT,
  )[0]?.frame;
  if (!frame) return <Box w={width} h={THUMBNAIL_HEIGHT} bg="var(--mantine-color-default-border)" aria-hidden />;
  return (
    <Box
      role="img"
      aria-label={label}
      w={frame.width}
      h={frame.height}
      style={{
        flexShrink: 0,
        borderRadius: 'var(--mantine-radius-sm)',
        backgroundImage: `url("${frame.url}")`,
        backgroundSize: frame.backgroundSize,
        backgroundPosition: frame.backgroundPosition,
      }}
    />
  );
}
