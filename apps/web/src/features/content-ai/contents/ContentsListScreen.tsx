/**
 * /content-ai/contents (spec 03 "Content AI"): the client's contents, newest first and paged by
 * the API: when each was created, its origin fragment (a link, or its title once deleted), who
 * created it and a View link to its detail.
 */
import { Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContentListItem, PageSize } from '@antena/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { PageHeader } from '../../../components/PageHeader';
import { useAppServices } from '../../../lib/app-services';
import { useFormatDateTime } from '../../../lib/use-date-time';
import { ContentAiEngineNotice } from '../engine/ContentAiEngineNotice';
import { contentsPageQueryOptions } from '../content-ai.api';
import type { ContentsSearch } from '../content-ai-search';

export interface ContentsListScreenProps {
  search: ContentsSearch;
  onSearchChange: (search: ContentsSearch) => void;
}

export function ContentsListScreen({ search, onSearchChange }: ContentsListScreenProps) {
  const { t } = useTranslation('content-ai');
  const { api } = useAppServices();
  const formatDateTime = useFormatDateTime();
  const contents = useQuery(contentsPageQueryOptions(api, search.page, search.limit));

  const columns: DataTableColumn<ContentListItem>[] = [
    { id: 'createdAt', header: t('list.columns.createdAt'), cell: (row) => formatDateTime(row.createdAt) },
    {
      id: 'origin',
      header: t('list.columns.origin'),
      cell: ({ source: { data } }) =>
        data.fragment ? (
          <AnchorLink
            to="/fragments/s/$station/fragment/$fragmentId"
            params={{ station: data.fragment.station.slug, fragmentId: data.fragment.id }}
            size="sm"
          >
            {data.fragment.title}
          </AnchorLink>
        ) : (
          <Text size="sm" c="dimmed">
            {t('list.deletedFragment', { title: data.fragmentTitle })}
          </Text>
        ),
    },
    {
      id: 'station',
      header: t('list.columns.station'),
      cell: (row) => row.source.data.fragment?.station.name ?? '-',
    },
    { id: 'createdBy', header: t('list.columns.createdBy'), cell: (row) => row.createdBy ?? '-' },
    {
      id: 'actions',
      header: t('list.columns.actions'),
      hideHeader: true,
      align: 'right',
      cell: (row) => (
        <ButtonLink
          to="/content-ai/contents/$contentId"
          params={{ contentId: row.id }}
          size="xs"
          variant="light"
          aria-label={t('list.viewOf', { title: row.source.data.fragmentTitle })}
        >
          {t('list.view')}
        </ButtonLink>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('list.title')} breadcrumbs={[{ label: t('title') }]} />
      <ContentAiEngineNotice />
      <DataTable
        label={t('list.title')}
        columns={columns}
        rows={contents.data?.data}
        rowKey={(row) => row.id}
        loadingLabel={t('list.loading')}
        busy={contents.isPlaceholderData}
        failed={
          contents.isError
            ? { title: t('list.loadFailed'), error: contents.error, onRetry: () => void contents.refetch() }
            : null
        }
        empty={
          <EmptyState icon={<IconSparkles size={28} />} title={t('list.empty')} description={t('list.emptyHelp')} />
        }
        paging={{
          page: search.page,
          pageSize: search.limit,
          totalCount: contents.data?.total ?? 0,
          onPageChange: (page) => onSearchChange({ ...search, page }),
          onPageSizeChange: (limit: PageSize) => onSearchChange({ page: 1, limit }),
        }}
        totalLabel={(count) => t('list.total', { count })}
        minWidth={720}
      />
    </>
  );
}
