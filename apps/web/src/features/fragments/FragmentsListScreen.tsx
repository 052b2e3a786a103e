/**
 * /fragments/s/{slug} (spec 02 "Fragments"): the station's fragments created in a day range (the
 * last month by default, station clock), filtered by title, newest first, paged by the API, each
 * linking to its info view; and the CSV of every fragment of the filter. Each row says when the
 * fragment aired (what people look for) and, apart, when it was created; the platforms each was
 * published to show as icons beside its title (GET /upload/status/by-keys for the page's rows).
 */
import { useState } from 'react';
import { Badge, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCloudUpload, IconDownload, IconEye, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PLATFORMS, type Fragment, type PageSize } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ActionIconLink, AnchorLink } from '../../components/links';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, LoadingState } from '../../components/QueryState';
import { errorText } from '../../lib/api-error';
import { stationToday } from '../audit/audit-range';
import { allFragments, fragmentsPageQueryOptions, type FragmentsListQuery } from './fragments.api';
import { fragmentsCsv, saveTextFile } from './fragments-csv';
import { creatorName, formatAiredRange, formatDuration, formatStationDateTime } from './fragments-format';
import { createdAtBounds, resolveFragmentsRange } from './fragments-range';
import type { FragmentsListSearch } from './fragments-search';
import { FragmentsRangeFilter } from './FragmentsRangeFilter';
import { FragmentsStationSwitcher } from './FragmentsStationSwitcher';
import { useFragmentsStation } from './use-fragments-station';
import {
  uploadsByFragments,
  uploadsByFragmentsQueryOptions,
  type FragmentUploadSummary,
} from '../social-export/social-export.api';
import { fragmentUploadKey } from '../social-export/social-platform';
import { PlatformUploadIcons } from '../social-export/PlatformUploadIcons';

/** Typing in the title filter asks the API once the user pauses. */
const SEARCH_DEBOUNCE_MS = 300;

export interface FragmentsListScreenProps {
  slug: string;
  search: FragmentsListSearch;
  onSearchChange: (search: FragmentsListSearch) => void;
}

export function FragmentsListScreen({ slug, search, onSearchChange }: FragmentsListScreenProps) {
  const { t } = useTranslation('fragments');
  const { stations, station } = useFragmentsStation(slug);
  const header = (
    <PageHeader
      title={station ? `${t('title')} · ${station.name}` : t('title')}
      breadcrumbs={[{ label: t('title'), link: { to: '/fragments' } }, { label: station?.name ?? slug }]}
      actions={<FragmentsStationSwitcher slug={slug} />}
    />
  );
  if (stations.isPending) return <LoadingState label={t('station.loading')} />;
  if (stations.isError)
    return <LoadError error={stations.error} onRetry={() => void stations.refetch()} title={t('station.loadFailed')} />;
  if (!station) {
    return (
      <>
        {header}
        <EmptyState title={t('station.notFound')} description={t('station.notFoundHelp', { slug })} />
      </>
    );
  }
  return (
    <>
      {header}
      <FragmentsList key={station.id} station={station} search={search} onSearchChange={onSearchChange} />
    </>
  );
}

interface FragmentsListProps extends Omit<FragmentsListScreenProps, 'slug'> {
  station: { id: string; slug: string; timezone: string };
}

function FragmentsList({ station, search, onSearchChange }: FragmentsListProps) {
  const { t, i18n } = useTranslation('fragments');
  const { api } = useAppServices();
  const locale = i18n.language;
  const timeZone = station.timezone;
  const today = stationToday(timeZone);
  const range = resolveFragmentsRange(search, timeZone);
  const [text, setText] = useState(search.q ?? '');
  const [exporting, setExporting] = useState(false);
  const filter: FragmentsListQuery = { ...createdAtBounds(range, timeZone), sort: '-createdAt', title: search.q };
  const fragments = useQuery(
    fragmentsPageQueryOptions(api, station.id, { ...filter, page: search.page, pageSize: search.pageSize }),
  );
  const pageIds = (fragments.data?.results ?? []).map((fragment) => fragment.id);
  const uploads = useQuery(uploadsByFragmentsQueryOptions(api, pageIds));
  const uploadsOf = (fragment: Fragment) => uploadsFor(uploads.data ?? [], fragment.id);
  const applySearch = useDebouncedCallback(
    (q: string) => onSearchChange({ ...search, page: 1, q: q.trim() || undefined }),
    SEARCH_DEBOUNCE_MS,
  );

  const downloadCsv = async () => {
    setExporting(true);
    try {
      const rows = await allFragments(api, station.id, filter);
      const published = await uploadsByFragments(
        api,
        rows.map((row) => row.id),
      );
      const platforms = new Map(
        rows.map((row) => [
          row.id,
          uploadsFor(published, row.id)
            .filter((upload) => upload.status === 'SUCCESS')
            .map((upload) => t(`social-export:platforms.${upload.platform}`)),
        ]),
      );
      const headers = {
        title: t('csv.title'),
        start: t('csv.start'),
        end: t('csv.end'),
        duration: t('csv.duration'),
        createdAt: t('csv.createdAt'),
        creator: t('csv.creator'),
        uploadPlatforms: t('csv.uploadPlatforms'),
      };
      saveTextFile(
        fragmentsCsv(rows, headers, timeZone, locale, platforms),
        `fragments-${station.slug}-${range.from}-${range.to}.csv`,
      );
    } catch (error) {
      console.error('Fragments CSV failed', error);
      notifications.show({ color: 'red', message: t('csv.failed') });
    } finally {
      setExporting(false);
    }
  };

  const infoLink = (row: Fragment) =>
    ({
      to: '/fragments/s/$station/fragment/$fragmentId',
      params: { station: station.slug, fragmentId: row.id },
    }) as const;

  const columns: DataTableColumn<Fragment>[] = [
    {
      id: 'title',
      header: t('list.columns.title'),
      cell: (row) => (
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap">
            <AnchorLink {...infoLink(row)} fw={600} size="sm">
              {row.title}
            </AnchorLink>
            <PlatformUploadIcons uploads={uploadsOf(row)} />
            {row.externalExport.status === 'READY' && (
              <Tooltip label={t('list.exported')}>
                <IconCloudUpload size={16} aria-label={t('list.exported')} role="img" color="teal" />
              </Tooltip>
            )}
          </Group>
          {row.tags.length > 0 && (
            <Group gap={4}>
              {row.tags.map((tag) => (
                <Badge key={tag} size="xs" variant="light">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      ),
    },
    {
      id: 'aired',
      header: t('list.columns.aired'),
      cell: (row) => formatAiredRange(row.from, row.to, timeZone, locale),
    },
    { id: 'duration', header: t('list.columns.duration'), align: 'right', cell: (row) => formatDuration(row.duration) },
    {
      id: 'createdAt',
      header: t('list.columns.createdAt'),
      cell: (row) => formatStationDateTime(row.createdAt, timeZone, locale),
    },
    { id: 'createdBy', header: t('list.columns.createdBy'), cell: (row) => creatorName(row.createdBy) },
    {
      id: 'actions',
      header: t('list.columns.actions'),
      hideHeader: true,
      align: 'right',
      cell: (row) => (
        <ActionIconLink {...infoLink(row)} variant="subtle" aria-label={t('list.view', { title: row.title })}>
          <IconEye size={18} />
        </ActionIconLink>
      ),
    },
  ];

  const filtered = !!search.q || search.from !== undefined || search.to !== undefined;
  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between" gap="md">
        <Group align="flex-end" gap="md">
          <TextInput
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              applySearch(event.currentTarget.value);
            }}
            w={240}
          />
          <FragmentsRangeFilter
            range={range}
            today={today}
            timeZone={timeZone}
            isDefault={search.from === undefined && search.to === undefined}
            onChange={(next) => onSearchChange({ ...search, page: 1, from: next.from, to: next.to })}
          />
        </Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exporting}
          disabled={!fragments.data || fragments.data.metadata.totalCount === 0}
          onClick={() => void downloadCsv()}
        >
          {t('csv.download')}
        </Button>
      </Group>
      <DataTable
        label={t('list.label')}
        columns={columns}
        rows={fragments.data?.results}
        rowKey={(row) => row.id}
        loadingLabel={t('list.loading')}
        busy={fragments.isPlaceholderData}
        failed={
          fragments.isError
            ? {
                title: t('list.loadFailed'),
                message: errorText(fragments.error, t),
                onRetry: () => void fragments.refetch(),
              }
            : null
        }
        empty={
          <EmptyState
            title={t(filtered ? 'list.emptyFiltered' : 'list.empty')}
            description={t(filtered ? 'list.emptyFilteredHelp' : 'list.emptyHelp')}
          />
        }
        paging={{
          page: search.page,
          pageSize: search.pageSize,
          totalCount: fragments.data?.metadata.totalCount ?? 0,
          onPageChange: (page) => onSearchChange({ ...search, page }),
          onPageSizeChange: (pageSize: PageSize) => onSearchChange({ ...search, page: 1, pageSize }),
        }}
        totalLabel={(count) => t('list.total', { count })}
        minWidth={800}
      />
      <Text size="xs" c="dimmed">
        {t('list.sortedNewest')}
      </Text>
    </Stack>
  );
}

/** A fragment's uploads, in the contract's platform order. */
function uploadsFor(uploads: readonly FragmentUploadSummary[], fragmentId: string): FragmentUploadSummary[] {
  const key = fragmentUploadKey(fragmentId);
  return uploads
    .filter((upload) => upload.key === key)
    .sort((a, b) => SOCIAL_PLATFORMS.indexOf(a.platform) - SOCIAL_PLATFORMS.indexOf(b.platform));
}
