/**
 * The MENTIONS tab of /audit/s/{slug}/matches (spec 03 section 2, issue 19 point 2): the station's
 * live mentions of a day range (today on the station's clock by default), newest first, filtered
 * by name and paged by the API; each with the mention schedule it confirms (a link to
 * schedule/mentions/{id}), its description, score and confidence, to accept or reject. On the
 * station's current day a client admin can run the detection of the day so far.
 */
import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCheck, IconSearch, IconShare, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LiveMention } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { AnchorLink } from '../../../components/links';
import { errorText } from '../../../lib/api-error';
import { useLiveMentionReview } from '../../live-mentions/live-mention-review';
import { liveMentionsQueryOptions } from '../../live-mentions/live-mentions.api';
import { useMentionQuickShare } from '../../live-mentions/use-mention-quick-share';
import { formatStationDateTime } from '../audit-format';
import { dayRangeBounds, resolveDayRange, stationToday } from '../audit-range';
import type { AuditResultsSearch } from '../audit-search';
import { useAuditStation } from '../audit-station-context';
import { DayRangeFilter } from '../DayRangeFilter';
import { ConfidenceBadge } from '../../live-mentions/ConfidenceBadge';
import { MentionDescription } from '../../live-mentions/MentionDescription';
import { MentionExplanation } from '../../live-mentions/MentionExplanation';
import { DetectNowButton } from './DetectNowButton';
import { WaitingForReviewBadge } from '../match-review/MatchReviewBadge';
import { ReviewFilter, waitsForReviewQuery } from '../match-review/ReviewFilter';
import { formatMentionScore } from './mention-format';

const NAME_DEBOUNCE_MS = 300;

export interface MentionsMatchesTableProps {
  search: AuditResultsSearch;
  onSearchChange: (search: AuditResultsSearch) => void;
}

export function MentionsMatchesTable({ search, onSearchChange }: MentionsMatchesTableProps) {
  const { t, i18n } = useTranslation('audit');
  const { api } = useAppServices();
  const station = useAuditStation();
  const timeZone = station.timezone;
  const locale = i18n.language;
  const today = stationToday(timeZone);
  const range = resolveDayRange(search, timeZone);
  // Mentions sort by time only; the tabs share the URL's sort, so any other reads as newest first.
  const sort = search.sort === 'datetime' ? 'datetime' : '-datetime';
  const mentions = useQuery(
    liveMentionsQueryOptions(api, station.id, {
      ...dayRangeBounds(range, timeZone),
      contain: 'confirmedSchedule',
      ...(search.name ? { name: search.name } : {}),
      sort,
      page: search.page,
      pageSize: search.pageSize,
      ...waitsForReviewQuery(search.review),
    }),
  );
  const quickShare = useMentionQuickShare(station.id);
  const review = useLiveMentionReview(station.id, {
    // The audit keeps a rejected mention listed (red), unlike the stream.
    rejectMessage: (mention) => t('liveMentions.review.rejectMessage', { name: mention.name }),
  });
  const [name, setName] = useState(search.name ?? '');
  const applyName = useDebouncedCallback(
    (name: string) => onSearchChange({ ...search, page: 1, name: name.trim() || undefined }),
    NAME_DEBOUNCE_MS,
  );

  const columns: DataTableColumn<LiveMention>[] = [
    {
      id: 'datetime',
      header: t('liveMentions.columns.datetime', { zone: timeZone }),
      serverSortable: true,
      cell: (row) => (
        <AnchorLink
          to="/logger/s/$station"
          params={{ station: station.slug }}
          search={{ cursor: row.datetime, tab: 'livementions' }}
          size="sm"
          aria-label={t('liveMentions.openInLogger', {
            name: row.name,
            datetime: formatStationDateTime(row.datetime, timeZone, locale),
          })}
        >
          {formatStationDateTime(row.datetime, timeZone, locale)}
        </AnchorLink>
      ),
    },
    { id: 'name', header: t('liveMentions.columns.name'), cell: (row) => row.name },
    {
      id: 'confirmedSchedule',
      header: t('liveMentions.columns.confirmedSchedule'),
      cell: (row) =>
        row.confirmedSchedule ? (
          <AnchorLink
            to="/audit/s/$station/schedule/mentions/$id"
            params={{ station: station.slug, id: row.confirmedSchedule.id }}
            size="sm"
            aria-label={t('liveMentions.openSchedule', { customId: row.confirmedSchedule.customId })}
          >
            {row.confirmedSchedule.customId}
          </AnchorLink>
        ) : (
          <Text size="sm" c="dimmed">
            {t('liveMentions.noSchedule')}
          </Text>
        ),
    },
    {
      id: 'description',
      header: t('liveMentions.columns.description'),
      width: '35%',
      cell: (row) =>
        row.description ? (
          <Stack gap={2}>
            <MentionDescription text={row.description} />
            <MentionExplanation explanation={row.explanation} />
          </Stack>
        ) : (
          '-'
        ),
    },
    {
      id: 'score',
      header: t('liveMentions.columns.score'),
      align: 'right',
      cell: (row) => formatMentionScore(row.score, locale),
    },
    {
      id: 'confidence',
      header: t('liveMentions.columns.confidence'),
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <ConfidenceBadge confidence={row.confidence} />
          {row.waitsForReview && <WaitingForReviewBadge />}
        </Group>
      ),
    },
    {
      id: 'actions',
      header: t('liveMentions.columns.actions'),
      hideHeader: true,
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant={row.confidence === 'ACCEPTED' ? 'filled' : 'light'}
            color="green"
            leftSection={<IconCheck size={14} />}
            aria-pressed={row.confidence === 'ACCEPTED'}
            aria-label={t('liveMentions.review.accept', {
              name: row.name,
              datetime: formatStationDateTime(row.datetime, timeZone, locale),
            })}
            disabled={review.pendingId === row.id}
            onClick={() => void review.toggleAccept(row)}
          >
            {t('liveMentions.review.acceptShort')}
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            leftSection={<IconX size={14} />}
            aria-label={t('liveMentions.review.reject', {
              name: row.name,
              datetime: formatStationDateTime(row.datetime, timeZone, locale),
            })}
            disabled={row.confidence === 'REJECTED' || review.pendingId === row.id}
            onClick={() => void review.reject(row)}
          >
            {t('liveMentions.review.rejectShort')}
          </Button>
          {quickShare.canShare && (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconShare size={14} />}
              aria-label={t('liveMentions.review.quickShare', {
                name: row.name,
                datetime: formatStationDateTime(row.datetime, timeZone, locale),
              })}
              onClick={() => quickShare.share(row)}
            >
              {t('liveMentions.review.quickShareShort')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="md">
          <TextInput
            label={t('liveMentions.nameFilter')}
            placeholder={t('liveMentions.nameFilterPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              applyName(event.currentTarget.value);
            }}
            w={220}
          />
          <DayRangeFilter
            range={range}
            today={today}
            timeZone={timeZone}
            onChange={(next) => onSearchChange({ ...search, page: 1, from: next.from, to: next.to })}
          />
          <ReviewFilter value={search.review} onChange={(review) => onSearchChange({ ...search, page: 1, review })} />
        </Group>
        {range.to === today && <DetectNowButton stationId={station.id} day={today} />}
      </Group>
      <DataTable
        label={t('liveMentions.label')}
        columns={columns}
        rows={mentions.data?.results}
        rowKey={(row) => row.id}
        loadingLabel={t('liveMentions.loading')}
        failed={
          mentions.isError
            ? {
                title: t('liveMentions.loadFailed'),
                message: errorText(mentions.error, t),
                onRetry: () => void mentions.refetch(),
              }
            : null
        }
        empty={
          <EmptyState
            title={t(search.name ? 'liveMentions.emptySearch' : 'liveMentions.empty')}
            description={t(search.name ? 'liveMentions.emptySearchHelp' : 'liveMentions.emptyHelp', {
              name: search.name,
            })}
          />
        }
        paging={{
          page: search.page,
          pageSize: search.pageSize,
          totalCount: mentions.data?.metadata.totalCount ?? 0,
          onPageChange: (page) => onSearchChange({ ...search, page }),
          onPageSizeChange: (pageSize) =>
            onSearchChange({ ...search, page: 1, pageSize: pageSize as AuditResultsSearch['pageSize'] }),
        }}
        serverSort={{
          column: 'datetime',
          direction: sort === 'datetime' ? 'asc' : 'desc',
          onSortChange: (_column, direction) =>
            onSearchChange({ ...search, page: 1, sort: direction === 'asc' ? 'datetime' : '-datetime' }),
        }}
        totalLabel={(count) => t('liveMentions.total', { count })}
        busy={mentions.isPlaceholderData}
        minWidth={1000}
      />
    </Stack>
  );
}
