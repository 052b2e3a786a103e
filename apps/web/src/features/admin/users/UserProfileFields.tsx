/**
 * Name, surname, role and group: the fields the create and edit forms share. A client admin
 * belongs to no group (spec 01 section 5), so choosing that role hides the group and sets none.
 */
import { Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CLIENT_ROLES } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { groupChoicesQueryOptions } from './users.api';
import { fieldError, NO_GROUP, type UserForm, type UserFormValues } from './user-form';

export function UserProfileFields({ form }: { form: UserForm }) {
  const { t } = useTranslation('users');
  const { api } = useAppServices();
  const groups = useQuery(groupChoicesQueryOptions(api));
  const input = (path: keyof UserFormValues) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(t, props.error) };
  };

  const chooseRole = (role: string | null) => {
    if (!role) return;
    form.setFieldValue('role', role as UserFormValues['role']);
    if (role === 'CLIENT_ADMIN') form.setFieldValue('groupId', NO_GROUP);
  };

  const groupData = [
    { value: NO_GROUP, label: t('fields.noGroup') },
    ...(groups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
  ];

  return (
    <>
      <TextInput label={t('fields.name')} required autoComplete="off" {...input('name')} />
      <TextInput label={t('fields.surname')} required autoComplete="off" {...input('surname')} />
      <Select
        label={t('fields.role')}
        required
        allowDeselect={false}
        data={CLIENT_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        {...input('role')}
        onChange={chooseRole}
      />
      {form.values.role !== 'CLIENT_ADMIN' && (
        <Select
          label={t('fields.group')}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('fields.noGroupFound')}
          data={groupData}
          disabled={groups.isPending}
          placeholder={groups.isPending ? t('fields.loadingGroups') : undefined}
          description={groups.isError ? t('fields.groupsError') : undefined}
          {...input('groupId')}
        />
      )}
    </>
  );
}
