/**
 * /admin/users/$id: the user's tabs, chosen by the `tab` query parameter: basic info, stations
 * permissions and, for client users with app__user_permissions_check on, actions permissions.
 */
import { Tabs } from '@mantine/core';
import { IconInfoCircle, IconKey, IconRadio } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { PageHeader } from '../../../components/PageHeader';
import { TabLinks } from '../../../components/TabLinks';
import { useFeatureFlag } from '../../../lib/use-feature-flag';
import { UserQueryState } from './UserQueryState';
import { UserActionsPermissionsTab } from './UserActionsPermissionsTab';
import { UserInfoTab } from './UserInfoTab';
import { UserStationsPermissionsTab } from './UserStationsPermissionsTab';
import { userQueryOptions } from './users.api';
import { userFullName } from './user-display';
import { useUsersCrumbs } from './use-users-crumbs';

export function UserViewScreen({ userId }: { userId: string }) {
  const { t } = useTranslation('users');
  const { api } = useAppServices();
  const query = useQuery(userQueryOptions(api, userId));
  const permissionsCheck = useFeatureFlag('app__user_permissions_check');
  const user = query.data;
  const title = user ? (userFullName(user) ?? user.email) : t('view.title');
  const crumbs = useUsersCrumbs({ label: title });

  return (
    <>
      <PageHeader title={title} breadcrumbs={crumbs} />
      <UserQueryState query={query} />
      {user && (
        <TabLinks
          label={t('view.tabs.label')}
          defaultValue="info"
          tabs={[
            { value: 'info', label: t('view.tabs.info'), icon: <IconInfoCircle size={16} /> },
            { value: 'permissions', label: t('view.tabs.permissions'), icon: <IconRadio size={16} /> },
            {
              value: 'actions-permissions',
              label: t('view.tabs.actionsPermissions'),
              icon: <IconKey size={16} />,
              hidden: !(permissionsCheck && user.role === 'CLIENT_USER'),
            },
          ]}
        >
          <Tabs.Panel value="info">
            <UserInfoTab user={user} />
          </Tabs.Panel>
          <Tabs.Panel value="permissions">
            <UserStationsPermissionsTab user={user} />
          </Tabs.Panel>
          <Tabs.Panel value="actions-permissions">
            <UserActionsPermissionsTab user={user} />
          </Tabs.Panel>
        </TabLinks>
      )}
    </>
  );
}
