/** /admin/users/add: create a user, show a temporary password once if one came back, then open the user. */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { TemporaryPasswordModal } from '../../../components/TemporaryPasswordModal';
import { UserCreateForm, type CreatedUser } from './UserCreateForm';
import { useUsersCrumbs } from './use-users-crumbs';

export function UserCreateScreen() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const crumbs = useUsersCrumbs({ label: t('create.title') });

  const openUser = (id: string) => void navigate({ to: '/admin/users/$id', params: { id } });
  const onCreated = (user: CreatedUser) => {
    if (user.temporaryPassword) setCreated(user);
    else openUser(user.id);
  };

  return (
    <>
      <PageHeader title={t('create.title')} breadcrumbs={crumbs} />
      <UserCreateForm onCreated={onCreated} onCancel={() => void navigate({ to: '/admin/users' })} />
      <TemporaryPasswordModal
        account={
          created?.temporaryPassword === undefined
            ? null
            : { email: created.email, temporaryPassword: created.temporaryPassword }
        }
        onClose={() => created && openUser(created.id)}
      />
    </>
  );
}
