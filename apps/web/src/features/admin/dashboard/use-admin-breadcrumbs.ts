/** The breadcrumb trail of every admin screen: Home › Admin › ... */
import { useTranslation } from 'react-i18next';
import type { BreadcrumbItem } from '../../../components/Breadcrumbs';

export function useAdminBreadcrumbs(...items: BreadcrumbItem[]): BreadcrumbItem[] {
  const { t } = useTranslation('admin');
  return [
    { label: t('crumbs.home'), link: { to: '/' } },
    { label: t('crumbs.admin'), link: { to: '/admin' } },
    ...items,
  ];
}
