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
import type { LinkTarget } from '../../components/links';

export type AreaKey = 'logger' | 'fragments' | 'audit' | 'search' | 'contentAi' | 'admin' | 'assets';

/** Where each area lives, for its breadcrumbs. */
const AREA_LINKS: Record<AreaKey, LinkTarget> = {
  logger: { to: '/logger' },
  fragments: { to: '/fragments' },
  audit: { to: '/audit' },
  search: { to: '/search' },
  contentAi: { to: '/content-ai' },
  admin: { to: '/admin' },
  assets: { to: '/assets' },
};

export interface AreaPlaceholderScreenProps {
  area: AreaKey;
  station?: string | undefined;
  children?: ReactNode;
}

export function AreaPlaceholderScreen({ area, station, children }: AreaPlaceholderScreenProps) {
  const { t } = useTranslation('areas');
  const title = t(`${area}.title`);
  const breadcrumbs: BreadcrumbItem[] = [{ label: t('home'), link: { to: '/' } }];
  breadcrumbs.push(station ? { label: title, link: AREA_LINKS[area] } : { label: title });
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
