/** The breadcrumbs shared by the users screens: Home / Admin / Users / ... */
import { useTranslation } from 'react-i18next';
import type { BreadcrumbItem } from '../../../components/Breadcrumbs';

export function useUsersCrumbs(...rest: BreadcrumbItem[]): BreadcrumbItem[] {
  const { t } = useTranslation('users');
  return [
    { label: t('areas:home'), link: { to: '/' } },
    { label: t('areas:admin.title'), link: { to: '/admin' } },
    { label: t('title'), link: { to: '/admin/users' } },
    ...rest,
  ];
}
