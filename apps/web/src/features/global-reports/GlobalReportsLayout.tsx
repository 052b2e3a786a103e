/**
 * The frame of every screen under /audit/global-reports/ (spec 03 "Global reports"): a side menu
 * naming each report (the saved reports last), the current one marked, beside the screen, which
 * carries its own page header.
 */
import type { ReactNode } from 'react';
import { Box, Group, Stack } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NavLinkLink } from '../../components/links';
import { PageHeader } from '../../components/PageHeader';

/** The reports, by their path under /audit/global-reports/ (the menu's order). */
export const GLOBAL_REPORT_PAGES = [
  'gip-report',
  'gip-alternative-report',
  'missing-audios',
  'no-matches',
  'schedules-no-matches',
  'consecutive-schedules',
  'lowerthird',
  'created',
] as const;
export type GlobalReportPage = (typeof GLOBAL_REPORT_PAGES)[number];

const BASE = '/audit/global-reports';

/** The report a path is in (created/{id} is in created). */
export const pageOf = (pathname: string): GlobalReportPage | undefined =>
  GLOBAL_REPORT_PAGES.find((page) => pathname === `${BASE}/${page}` || pathname.startsWith(`${BASE}/${page}/`));

export function GlobalReportsLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('global-reports');
  const { pathname } = useLocation();
  const current = pageOf(pathname);
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <Stack component="nav" aria-label={t('nav')} gap={2} w={220} style={{ flexShrink: 0 }}>
        {GLOBAL_REPORT_PAGES.map((page) => (
          <NavLinkLink
            key={page}
            to={`${BASE}/${page}`}
            label={t(`pages.${page}`)}
            active={page === current}
            aria-current={page === current ? 'page' : undefined}
          />
        ))}
      </Stack>
      <Box flex={1} miw={0}>
        {children}
      </Box>
    </Group>
  );
}

/** The page header of the report screens: Global reports › the report, with its actions. */
export function GlobalReportHeader({ page, actions }: { page: GlobalReportPage; actions?: ReactNode }) {
  const { t } = useTranslation('global-reports');
  return (
    <PageHeader
      title={t(`pages.${page}`)}
      breadcrumbs={[{ label: t('title'), link: { to: '/audit/global-reports' } }, { label: t(`pages.${page}`) }]}
      actions={actions}
    />
  );
}
