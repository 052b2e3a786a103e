/**
 * The screen of an area whose features arrive in later issues: its real header (title,
 * breadcrumbs, station when the path has one) and an honest empty state, never sample data.
 */
import type { ReactNode } from 'react';
import { Code } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import type { BreadcrumbItem } from '../../components/Breadcrumbs';

export type AreaKey = 'logger' | 'fragments' | 'audit' | 'streamerBox' | 'search' | 'contentAi' | 'admin' | 'assets';

/** Where each area lives, for its breadcrumbs. */
export const AREA_PATHS: Record<AreaKey, string> = {
  logger: '/logger',
  fragments: '/fragments',
  audit: '/audit',
  streamerBox: '/streamer-box',
  search: '/search',
  contentAi: '/content-ai',
  admin: '/admin',
  assets: '/assets',
};

export interface AreaPlaceholderScreenProps {
  area: AreaKey;
  station?: string | undefined;
  children?: ReactNode;
}

export function AreaPlaceholderScreen({ area, station, children }: AreaPlaceholderScreenProps) {
  const { t } = useTranslation('areas');
  const title = t(`${area}.title`);
  const breadcrumbs: BreadcrumbItem[] = [{ label: t('home'), href: '/' }];
  breadcrumbs.push(station ? { label: title, href: AREA_PATHS[area] } : { label: title });
  if (station) breadcrumbs.push({ label: station });

  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      {children}
      <EmptyState
        icon={<IconHourglassEmpty size={28} />}
        title={t('comingSoon')}
        description={t(`${area}.description`)}
      >
        {station && (
          <span>
            {t('station')} <Code>{station}</Code>
          </span>
        )}
      </EmptyState>
    </>
  );
}
