/** /admin/users/$id/edit: 'Edit user', prefilled from the user. */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import type { BreadcrumbItem } from '../../../components/Breadcrumbs';
import { PageHeader } from '../../../components/PageHeader';
import { UserEditForm } from './UserEditForm';
import { UserQueryState } from './UserQueryState';
import { userQueryOptions } from './users.api';
import { userListName } from './user-display';
import { useUsersCrumbs } from './use-users-crumbs';

export function UserEditScreen({ userId }: { userId: string }) {
  const { t } = useTranslation('users');
  const { api } = useAppServices();
  const navigate = useNavigate();
  const query = useQuery(userQueryOptions(api, userId));
  const userCrumbs: BreadcrumbItem[] = query.data
    ? [{ label: userListName(query.data), link: { to: '/admin/users/$id', params: { id: userId } } }]
    : [];
  const crumbs = useUsersCrumbs(...userCrumbs, { label: t('edit.title') });

  return (
    <>
      <PageHeader title={t('edit.title')} breadcrumbs={crumbs} />
      <UserQueryState query={query} />
      {query.data && (
        <UserEditForm
          // A fresh form per user: its initial values come from the loaded user.
          key={query.data.id}
          user={query.data}
          onCancel={() => void navigate({ to: '/admin/users/$id', params: { id: userId } })}
        />
      )}
    </>
  );
}
