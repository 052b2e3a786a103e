/**
 * The frame of every screen under /audit/s/{slug} (spec 03 section 2): the station in the
 * header, the audit navigation (matches, schedule, audios, schedule status, reports, upload), and
 * for a station without audit the spec's warning instead of the screens.
 */
import type { ReactNode } from 'react';
import { Alert, Group } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarEvent,
  IconChecklist,
  IconMusic,
  IconReportAnalytics,
  IconReportSearch,
  IconSettings,
  IconTrafficLights,
  IconUpload,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';
import { EmptyState } from '../../components/EmptyState';
import { ButtonLink, type LinkTarget } from '../../components/links';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, LoadingState } from '../../components/QueryState';
import { AodNavLink } from '../aod/AodNavLink';
import { canEditAuditConfig } from '../audit-config/audit-config-form';
import { useCurrentUser } from '../auth/use-current-user';
import { stationsQueryOptions } from '../stations/stations.api';
import { AuditStationContext } from './audit-station-context';
import { isAuditEnabled } from './audit-stations';

/** A section: its path under /audit/s/{slug}/ (what marks it current) and its label's key. */
const SECTIONS: { path: string; label: string; icon: ReactNode; link: (station: string) => LinkTarget }[] = [
  {
    path: 'matches',
    label: 'audit:nav.matches',
    icon: <IconChecklist size={16} />,
    link: (station) => ({ to: '/audit/s/$station/matches/$category', params: { station, category: 'spot' } }),
  },
  {
    path: 'schedule',
    label: 'audit-schedules:nav.schedule',
    icon: <IconCalendarEvent size={16} />,
    link: (station) => ({ to: '/audit/s/$station/schedule/$category', params: { station, category: 'spot' } }),
  },
  {
    path: 'audios',
    label: 'audit:nav.audios',
    icon: <IconMusic size={16} />,
    link: (station) => ({ to: '/audit/s/$station/audios', params: { station } }),
  },
  {
    path: 'schedule-status',
    label: 'audit-schedules:nav.scheduleStatus',
    icon: <IconTrafficLights size={16} />,
    link: (station) => ({ to: '/audit/s/$station/schedule-status', params: { station } }),
  },
  {
    path: 'reports',
    label: 'audit-schedules:nav.reports',
    icon: <IconReportAnalytics size={16} />,
    link: (station) => ({ to: '/audit/s/$station/reports', params: { station } }),
  },
  {
    path: 'upload',
    label: 'audit:nav.upload',
    icon: <IconUpload size={16} />,
    link: (station) => ({ to: '/audit/s/$station/upload/audios', params: { station } }),
  },
];

/** Whether `pathname` is in the section at `base/path` (schedule-status is not in schedule). */
const inSection = (pathname: string, base: string, path: string) =>
  pathname === `${base}/${path}` || pathname.startsWith(`${base}/${path}/`);

export interface AuditStationLayoutProps {
  slug: string;
  children: ReactNode;
}

export function AuditStationLayout({ slug, children }: AuditStationLayoutProps) {
  const { t } = useTranslation(['audit', 'audit-schedules']);
  const user = useCurrentUser();
  const { api } = useAppServices();
  const { pathname } = useLocation();
  // The protected layout has loaded the user's stations: the station comes from that answer.
  const stations = useQuery(stationsQueryOptions(api));
  const station = stations.data?.find((candidate) => candidate.slug === slug);
  const breadcrumbs = [{ label: t('title'), link: { to: '/audit' } as const }, { label: station?.name ?? slug }];

  if (stations.isPending) return <LoadingState label={t('station.loading')} />;
  if (stations.isError)
    return <LoadError error={stations.error} onRetry={() => void stations.refetch()} title={t('station.loadFailed')} />;
  if (!station) {
    return (
      <>
        <PageHeader title={t('title')} breadcrumbs={breadcrumbs} />
        <EmptyState title={t('station.notFound')} description={t('station.notFoundHelp', { slug })} />
      </>
    );
  }

  const base = `/audit/s/${slug}`;
  return (
    <AuditStationContext.Provider value={station}>
      <PageHeader title={`${t('title')} · ${station.name}`} breadcrumbs={breadcrumbs} />
      {isAuditEnabled(station) ? (
        <>
          <Group gap="xs" mb="md" component="nav" aria-label={t('nav.label')}>
            {SECTIONS.map((section) => {
              const active = inSection(pathname, base, section.path);
              return (
                <ButtonLink
                  key={section.path}
                  {...section.link(slug)}
                  variant={active ? 'light' : 'subtle'}
                  leftSection={section.icon}
                  aria-current={active ? 'page' : undefined}
                >
                  {t(section.label)}
                </ButtonLink>
              );
            })}
            {/* The client's audit configuration (/audit/config) is not a station's: it is never current
                here. Only those who may change it see it (its route refuses the others). */}
            {canEditAuditConfig(user) && (
              <ButtonLink to="/audit/config" variant="subtle" leftSection={<IconSettings size={16} />}>
                {t('audit-schedules:nav.config')}
              </ButtonLink>
            )}
            <AodNavLink />
            {/* The reports over several stations (/audit/global-reports): not a station's either. */}
            <ButtonLink to="/audit/global-reports" variant="subtle" leftSection={<IconReportSearch size={16} />}>
              {t('global-reports:title')}
            </ButtonLink>
          </Group>
          {children}
        </>
      ) : (
        <Alert color="yellow" icon={<IconAlertTriangle />} role="alert">
          {t('notEnabled.message')}
        </Alert>
      )}
    </AuditStationContext.Provider>
  );
}
