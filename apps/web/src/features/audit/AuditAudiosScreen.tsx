/**
 * /audit/s/{slug}/audios (spec 03): the reference audios that apply to the station (its own and
 * its station group's) created in a day range (today by default, station clock), searchable by
 * custom id, sorted and paged by the API, each playable (in the shared media player modal),
 * downloadable and deletable.
 */
import { useState } from 'react';
import { Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditAudio } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { MediaPlayerModal } from '../../components/MediaPlayerModal';
import { ButtonLink } from '../../components/links';
import { errorText } from '../../lib/api-error';
import { useMediaUrl } from '../player/media-url';
import { auditAudioMediaPath, auditAudiosQueryOptions } from './audit.api';
import { formatSeconds, formatStationDateTime, playerTypeFor } from './audit-format';
import { dayRangeBounds, resolveDayRange, stationToday } from './audit-range';
import { apiSort, sortColumn, type AuditAudioSort, type AuditAudiosSearch } from './audit-search';
import { useAuditStation } from './audit-station-context';
import { AudioActions } from './AudioActions';
import { DayRangeFilter } from './DayRangeFilter';
import { RetroScanCell, retroScanPending } from './RetroScanCell';

/** spec 03: typing in the custom id search asks the API once the user pauses. */
const SEARCH_DEBOUNCE_MS = 300;
/** How often the list is asked again while a search of past airings on the page runs. */
const RETRO_SCAN_POLL_MS = 3_000;
export interface AuditAudiosScreenProps {
  search: AuditAudiosSearch;
  onSearchChange: (search: AuditAudiosSearch) => void;
}

// The list answers whole audios unless a `select` is asked for, which this screen never does.
const isWholeAudio = (row: object): row is AuditAudio => 'filename' in row;

export function AuditAudiosScreen({ search, onSearchChange }: AuditAudiosScreenProps) {
  const { t, i18n } = useTranslation('audit');
  const { api } = useAppServices();
  const station = useAuditStation();
  const mediaUrl = useMediaUrl();
  const timeZone = station.timezone;
  const locale = i18n.language;
  const range = resolveDayRange(search, timeZone);
  const [text, setText] = useState(search.q ?? '');
  const [playing, setPlaying] = useState<{ audio: AuditAudio; url: string } | null>(null);
  const [playFailed, setPlayFailed] = useState(false);
  const audios = useQuery({
    ...auditAudiosQueryOptions(api, station.id, {
      ...dayRangeBounds(range, timeZone),
      sort: search.sort,
      page: search.page,
      pageSize: search.pageSize,
      customIdLike: search.q,
    }),
    refetchInterval: (query) =>
      query.state.data?.results.some((row) => isWholeAudio(row) && retroScanPending(row)) ? RETRO_SCAN_POLL_MS : false,
  });
  const applySearch = useDebouncedCallback(
    (q: string) => onSearchChange({ ...search, page: 1, q: q.trim() || undefined }),
    SEARCH_DEBOUNCE_MS,
  );

  const play = async (audio: AuditAudio) => {
    setPlayFailed(false);
    try {
      setPlaying({ audio, url: await mediaUrl(auditAudioMediaPath(station.id, audio.customId)) });
    } catch (error) {
      console.error('Audio URL failed', error);
      setPlayFailed(true);
    }
  };

  const columns: DataTableColumn<AuditAudio>[] = [
    { id: 'customId', header: t('audios.columns.customId'), serverSortable: true, cell: (row) => row.customId },
    { id: 'title', header: t('audios.columns.title'), cell: (row) => row.title ?? '-' },
    { id: 'filename', header: t('audios.columns.filename'), cell: (row) => row.filename },
    {
      id: 'duration',
      header: t('audios.columns.duration'),
      align: 'right',
      serverSortable: true,
      cell: (row) => formatSeconds(row.duration, locale),
    },
    {
      id: 'createdAt',
      header: t('audios.columns.createdAt', { zone: timeZone }),
      serverSortable: true,
      cell: (row) => formatStationDateTime(row.createdAt, timeZone, locale),
    },
    {
      id: 'scope',
      header: t('audios.columns.scope'),
      cell: (row) =>
        row.stationsGroup ? (
          <Badge variant="light" color="grape" size="sm">
            {t('audios.scope.group', { name: row.stationsGroup.name })}
          </Badge>
        ) : (
          <Badge variant="light" size="sm">
            {t('audios.scope.station')}
          </Badge>
        ),
    },
    {
      id: 'retroScan',
      header: t('audios.columns.retroScan'),
      cell: (row) => <RetroScanCell retroScan={row.retroScan} />,
    },
    {
      id: 'actions',
      header: t('audios.columns.actions'),
      hideHeader: true,
      align: 'right',
      cell: (row) => <AudioActions audio={row} stationId={station.id} onPlay={(audio) => void play(audio)} />,
    },
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <TextInput
          label={t('audios.search')}
          placeholder={t('audios.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          w={240}
        />
        <DayRangeFilter
          range={range}
          today={stationToday(timeZone)}
          timeZone={timeZone}
          onChange={(next) => onSearchChange({ ...search, page: 1, from: next.from, to: next.to })}
        />
      </Group>
      {playFailed && (
        <Text c="red" size="sm" role="alert">
          {t('audios.playFailed')}
        </Text>
      )}
      {playing && (
        <MediaPlayerModal
          opened
          onClose={() => setPlaying(null)}
          url={playing.url}
          type={playerTypeFor(playing.audio.filename)}
          title={t('audios.player', { customId: playing.audio.customId })}
          filename={playing.audio.filename}
          onError={() => {
            setPlaying(null);
            setPlayFailed(true);
          }}
        />
      )}
      <div aria-busy={audios.isPlaceholderData} style={{ opacity: audios.isPlaceholderData ? 0.6 : 1 }}>
        <DataTable
          label={t('audios.label')}
          columns={columns}
          rows={audios.data?.results.filter(isWholeAudio)}
          rowKey={(row) => row.id}
          loadingLabel={t('audios.loading')}
          failed={
            audios.isError
              ? {
                  title: t('audios.loadFailed'),
                  message: errorText(audios.error, t),
                  onRetry: () => void audios.refetch(),
                }
              : null
          }
          empty={
            <EmptyState
              title={t(search.q ? 'audios.emptySearch' : 'audios.empty')}
              description={t(search.q ? 'audios.emptySearchHelp' : 'audios.emptyHelp', { q: search.q })}
            >
              <ButtonLink
                to="/audit/s/$station/upload/audios"
                params={{ station: station.slug }}
                variant="light"
                leftSection={<IconUpload size={16} />}
              >
                {t('audios.uploadLink')}
              </ButtonLink>
            </EmptyState>
          }
          paging={{
            page: search.page,
            pageSize: search.pageSize,
            totalCount: audios.data?.metadata.totalCount ?? 0,
            onPageChange: (page) => onSearchChange({ ...search, page }),
            onPageSizeChange: (pageSize) =>
              onSearchChange({ ...search, page: 1, pageSize: pageSize as AuditAudiosSearch['pageSize'] }),
          }}
          serverSort={{
            ...sortColumn(search.sort),
            onSortChange: (column, direction) =>
              onSearchChange({ ...search, page: 1, sort: apiSort<AuditAudioSort>(column, direction) }),
          }}
          totalLabel={(count) => t('audios.total', { count })}
          minWidth={960}
        />
      </div>
    </Stack>
  );
}
