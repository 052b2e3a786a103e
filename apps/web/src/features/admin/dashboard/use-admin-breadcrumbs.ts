/** The breadcrumb trail of every admin screen: Home › Admin › ... */
import { useTranslation } from 'react-i18next';
import type { BreadcrumbItem } from '../../../components/Breadcrumbs';
import { ADMIN_HOME } from './admin-paths';

export function useAdminBreadcrumbs(...items: BreadcrumbItem[]): BreadcrumbItem[] {
  const { t } = useTranslation('admin');
  return [{ label: t('crumbs.home'), href: '/' }, { label: t('crumbs.admin'), href: ADMIN_HOME }, ...items];
}
