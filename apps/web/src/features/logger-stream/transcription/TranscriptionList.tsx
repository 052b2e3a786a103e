/**
 * spec 02 "Transcription tab": one line per transcription row, its time on the station's clock
 * (a button that plays from there), its speaker label in the speaker's colour, and its words
 * coloured by confidence. Highlighted rows are marked `aria-current`; the latest one is kept in
 * view, so the list follows playback. A row carries its time as `data-ts`, as the timeline's
 * markers do, for the browser tests to compare with the playhead. Rows are memoised: the tab renders on every playhead tick.
 */
import { memo, useEffect, useRef } from 'react';
import { Badge, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TranscriptionRow, TranscriptionWord } from '@antena/contract';
import { formatClock } from '../timeline/zoned-time';
import { CONFIDENCE_COLOURS, confidenceBand, speakerOf } from './transcription-view';

export interface WordHover {
  onWordEnter(word: TranscriptionWord, element: HTMLElement): void;
  onWordLeave(): void;
}

interface RowProps extends WordHover {
  row: TranscriptionRow;
  timeZone: string;
  colour: string | undefined;
  highlighted: boolean;
  onSeek(ts: number): void;
}

const TranscriptionLine = memo(function TranscriptionLine({
  row,
  timeZone,
  colour,
  highlighted,
  onSeek,
  onWordEnter,
  onWordLeave,
}: RowProps) {
  const { t } = useTranslation('transcription');
  const time = formatClock(row.time, timeZone, true);
  const speaker = speakerOf(row);
  return (
    <Box
      component="li"
      data-testid="transcription-row"
      data-ts={row.time}
      aria-current={highlighted ? 'true' : undefined}
      px="xs"
      py={4}
      style={{
        listStyle: 'none',
        borderRadius: 'var(--mantine-radius-sm)',
        background: highlighted ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <UnstyledButton
          fz="sm"
          ff="monospace"
          c="blue"
          aria-label={t('list.seek', { time })}
          onClick={() => onSeek(row.time)}
        >
          {time}
        </UnstyledButton>
        {speaker !== null && (
          <Badge size="sm" variant="light" color={colour} style={{ flexShrink: 0 }} data-speaker-colour={colour}>
            {speaker}
          </Badge>
        )}
        <Text size="sm" component="p" m={0}>
          {row.wp_words.map((word, index) => {
            const band = confidenceBand(word.confidence);
            return (
              <span key={`${word.start}|${index}`}>
                {index > 0 && ' '}
                <span
                  data-confidence={band}
                  style={{ color: CONFIDENCE_COLOURS[band], cursor: 'context-menu' }}
                  onMouseEnter={(event) => onWordEnter(word, event.currentTarget)}
                  onMouseLeave={onWordLeave}
                >
                  {word.word.trim()}
                </span>
              </span>
            );
          })}
        </Text>
      </Group>
    </Box>
  );
});

export interface TranscriptionListProps extends WordHover {
  rows: readonly TranscriptionRow[];
  timeZone: string;
  colours: ReadonlyMap<string, string>;
  /** Whether each row is highlighted, by index. */
  highlighted: readonly boolean[];
  /** The row kept in view (-1: none). */
  followed: number;
  onSeek(ts: number): void;
}

export function TranscriptionList({ rows, colours, highlighted, followed, ...rest }: TranscriptionListProps) {
  const { t } = useTranslation('transcription');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (followed < 0) return;
    // 'nearest': nothing moves while the row is already in view.
    list.current?.children[followed]?.scrollIntoView({ block: 'nearest' });
  }, [followed]);

  return (
    <Box mah={420} style={{ overflowY: 'auto' }}>
      <Box component="ol" ref={list} aria-label={t('list.label')} m={0} p={0}>
        {rows.map((row, index) => {
          const speaker = speakerOf(row);
          return (
            <TranscriptionLine
              key={`${row.time}|${index}`}
              row={row}
              colour={speaker === null ? undefined : colours.get(speaker)}
              highlighted={highlighted[index] ?? false}
              {...rest}
            />
          );
        })}
      </Box>
    </Box>
  );
}
