/**
 * spec 02 "Audio-match list": one group per moment, the best match first (the server orders
 * them) and the others under 'Also possible'. A group is one activatable unit: a click, or
 * Enter on its focused time, moves the cursor there and plays. Not the app's DataTable: the
 * list is grouped, answered whole (one stream page of 250), and its rows act rather than link.
 * Each finding shows its score and review state, with accept and reject (issue 33 point 4).
 */
import { Badge, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Match, MatchEntry } from '@antena/contract';
import { formatScore, formatSeconds } from '../../audit/audit-format';
import { MatchReviewActions } from '../../audit/match-review/MatchReviewActions';
import { formatClock } from '../timeline/zoned-time';

export interface AudioMatchesListProps {
  stationId: string;
  matches: readonly Match[];
  timeZone: string;
  onSeek(ts: number): void;
}

interface EntryCellsProps {
  entry: MatchEntry;
  locale: string;
  stationId: string;
  time: string;
}

function EntryCells({ entry, locale, stationId, time }: EntryCellsProps) {
  const { t } = useTranslation('audio-matches');
  return (
    <>
      <Table.Td>{entry.audio.customId}</Table.Td>
      <Table.Td>{entry.audio.title ?? '-'}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {t('list.played', {
          played: formatSeconds(entry.playedDuration, locale),
          duration: formatSeconds(entry.audio.duration, locale),
        })}
      </Table.Td>
      <Table.Td ta="right">{formatScore(entry.score, locale)}</Table.Td>
      <Table.Td>
        {entry.source === 'MANUAL' ? (
          <Badge variant="light" color="grape" size="sm">
            {t('source.MANUAL')}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {t('source.AUTO')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <MatchReviewActions stationId={stationId} match={entry} name={`${entry.audio.customId} ${time}`} />
      </Table.Td>
    </>
  );
}

export function AudioMatchesList({ stationId, matches, timeZone, onSeek }: AudioMatchesListProps) {
  const { t, i18n } = useTranslation('audio-matches');
  const locale = i18n.language;
  return (
    <Table.ScrollContainer minWidth={860} mah={420} type="native">
      <Table stickyHeader highlightOnHover verticalSpacing={4} fz="sm" aria-label={t('list.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.time', { zone: timeZone })}</Table.Th>
            <Table.Th>{t('list.columns.customId')}</Table.Th>
            <Table.Th>{t('list.columns.title')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.played')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.score')}</Table.Th>
            <Table.Th>{t('list.columns.source')}</Table.Th>
            <Table.Th>{t('list.columns.review')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {matches.map((match) => {
          const time = formatClock(match.datetime, timeZone, true);
          const seek = () => onSeek(match.datetime);
          return (
            // One body per moment: the main match and its 'Also possible' rows act as one.
            <Table.Tbody
              key={`${match.datetime}|${match.mainMatch.id}`}
              data-testid="match-group"
              onClick={seek}
              style={{ cursor: 'pointer', borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <Table.Tr>
                <Table.Td>
                  <UnstyledButton
                    fz="sm"
                    ff="monospace"
                    c="blue"
                    aria-label={t('list.seek', { time, customId: match.mainMatch.audio.customId })}
                    // The group's click handler plays; the button is how the keyboard reaches it.
                    onClick={(event) => {
                      event.stopPropagation();
                      seek();
                    }}
                  >
                    {time}
                  </UnstyledButton>
                </Table.Td>
                <EntryCells entry={match.mainMatch} locale={locale} stationId={stationId} time={time} />
              </Table.Tr>
              {match.otherMatches.length > 0 && (
                <Table.Tr>
                  <Table.Td />
                  <Table.Td colSpan={6}>
                    <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                      {t('list.alsoPossible')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {match.otherMatches.map((other) => (
                <Table.Tr key={other.id} c="dimmed" data-testid="also-possible">
                  <Table.Td />
                  <EntryCells entry={other} locale={locale} stationId={stationId} time={time} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          );
        })}
      </Table>
    </Table.ScrollContainer>
  );
}
