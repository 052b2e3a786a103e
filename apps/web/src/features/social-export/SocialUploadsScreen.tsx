/**
 * /admin/social-export/uploaded/{platform} (spec 02 "Social export"): the client's latest videos
 * sent to a platform, newest first and paged by the API: the fragment (linking to it), station,
 * when and by whom, and the upload's state (followed every 5 s while one is on its way).
 */
import { Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageSize, UploadRecord } from '@antena/contract';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { AnchorLink } from '../../components/links';
import { PageHeader } from '../../components/PageHeader';
import { useAppServices } from '../../lib/app-services';
import { errorText } from '../../lib/api-error';
import { useFormatDateTime } from '../../lib/use-date-time';
import { stationsQueryOptions } from '../stations/stations.api';
import { useAdminBreadcrumbs } from '../admin/dashboard/use-admin-breadcrumbs';
import { platformUploadsQueryOptions } from './social-export.api';
import type { UploadsSearch } from './social-export-search';
import { socialPlatformLink, type SocialPlatform } from './social-platform';
import { UploadStatusView } from './UploadStatusView';

export interface SocialUploadsScreenProps {
  platform: SocialPlatform;
  search: UploadsSearch;
  onSearchChange: (search: UploadsSearch) => void;
}

export function SocialUploadsScreen({ platform, search, onSearchChange }: SocialUploadsScreenProps) {
  const { t } = useTranslation('social-export');
  const { api } = useAppServices();
  const formatDateTime = useFormatDateTime();
  const name = t(`platforms.${platform}`);
  const title = t('uploads.title', { platform: name });
  const breadcrumbs = useAdminBreadcrumbs(
    { label: t('title'), link: { to: '/admin/social-export' } },
    { label: name, link: socialPlatformLink(platform) },
    { label: t('uploads.link') },
  );
  const stations = useQuery(stationsQueryOptions(api));
  const uploads = useQuery(platformUploadsQueryOptions(api, platform, search.page, search.pageSize));
  const stationOf = (id: string) => stations.data?.find((station) => station.id === id);

  const columns: DataTableColumn<UploadRecord>[] = [
    {
      id: 'fragment',
      header: t('uploads.columns.fragment'),
      cell: (row) => {
        const station = stationOf(row.stationId);
        return station ? (
          <AnchorLink
            to="/fragments/s/$station/fragment/$fragmentId"
            params={{ station: station.slug, fragmentId: row.fragmentId }}
            fw={600}
            size="sm"
          >
            {row.fragmentTitle}
          </AnchorLink>
        ) : (
          <Text fw={600} size="sm">
            {row.fragmentTitle}
          </Text>
        );
      },
    },
    { id: 'station', header: t('uploads.columns.station'), cell: (row) => stationOf(row.stationId)?.name ?? '-' },
    { id: 'createdAt', header: t('uploads.columns.createdAt'), cell: (row) => formatDateTime(row.createdAt) },
    { id: 'createdBy', header: t('uploads.columns.createdBy'), cell: (row) => row.createdBy ?? '-' },
    { id: 'status', header: t('uploads.columns.status'), cell: (row) => <UploadStatusView upload={row} /> },
  ];

  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <DataTable
        label={title}
        columns={columns}
        rows={uploads.data?.results}
        rowKey={(row) => row.id}
        loadingLabel={t('uploads.loading')}
        busy={uploads.isPlaceholderData}
        failed={
          uploads.isError
            ? {
                title: t('uploads.loadFailed'),
                message: errorText(uploads.error, t),
                onRetry: () => void uploads.refetch(),
              }
            : null
        }
        empty={<EmptyState icon={<IconCloudOff size={28} />} title={t('uploads.empty', { platform: name })} />}
        paging={{
          page: search.page,
          pageSize: search.pageSize,
          totalCount: uploads.data?.metadata.totalCount ?? 0,
          onPageChange: (page) => onSearchChange({ ...search, page }),
          onPageSizeChange: (pageSize: PageSize) => onSearchChange({ ...search, page: 1, pageSize }),
        }}
        totalLabel={(count) => t('uploads.total', { count })}
        minWidth={800}
      />
    </>
  );
}
