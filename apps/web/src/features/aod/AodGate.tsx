/**
 * The frame of every AOD screen: its page header, and instead of the screen a message when the
 * client lacks the AOD feature flag or the user is not a client admin (spec 03 "AOD"), so a
 * typed address never opens a screen whose calls the API would refuse.
 */
import type { ReactNode } from 'react';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import type { BreadcrumbItem } from '../../components/Breadcrumbs';
import { PageHeader } from '../../components/PageHeader';
import { useAodAccess } from './aod-access';

export interface AodPageProps {
  title: string;
  /** Crumbs after 'Audit › AOD'. */
  crumbs?: BreadcrumbItem[];
  actions?: ReactNode;
  children: ReactNode;
}

export function AodPage({ title, crumbs = [], actions, children }: AodPageProps) {
  const { t } = useTranslation('aod');
  const access = useAodAccess();
  const breadcrumbs: BreadcrumbItem[] = [
    { label: t('audit'), link: { to: '/audit' } },
    { label: t('title'), link: { to: '/audit/aod/rules' } },
    ...crumbs,
  ];
  if (access !== 'open')
    return (
      <>
        <PageHeader title={t('title')} breadcrumbs={breadcrumbs.slice(0, 2)} />
        <EmptyState
          icon={<IconLock size={28} />}
          title={t(`access.${access}`)}
          description={t(`access.${access}Help`)}
        />
      </>
    );
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} actions={actions} />
      {children}
    </>
  );
}
