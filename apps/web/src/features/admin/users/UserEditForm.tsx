/** The edit form of /admin/users/$id/edit (spec 01 section 5): name, surname, role and group. */
import { useState } from 'react';
import { Alert, Paper, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ROLES, userUpdateSchema, type User } from '@antena/contract';
import { FormActions } from '../../../components/FormActions';
import { useSaveForm } from '../../../lib/use-save-form';
import { UserProfileFields } from './UserProfileFields';
import { useUpdateUser } from './users.api';
import { NO_GROUP, type UserFormValues } from './user-form';

const isClientRole = (role: User['role']): role is UserFormValues['role'] =>
  (CLIENT_ROLES as readonly string[]).includes(role);

/** The form's values for a user; spec: the group defaults to NONE. */
export function editValues(user: User): UserFormValues {
  return {
    email: user.email,
    name: user.name ?? '',
    surname: user.surname ?? '',
    role: isClientRole(user.role) ? user.role : 'CLIENT_USER',
    groupId: user.groupId ?? NO_GROUP,
    loginMethod: user.loginMethod,
  };
}

export function UserEditForm({ user, onCancel }: { user: User; onCancel: () => void }) {
  const { t } = useTranslation('users');
  const update = useUpdateUser(user.id);
  const [failed, setFailed] = useState(false);

  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: editValues(user),
    validate: schemaResolver(userUpdateSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const { submit, state } = useSaveForm(form, {
    save: (values) => {
      setFailed(false);
      return update.mutateAsync(userUpdateSchema.parse(values));
    },
    savedValues: editValues,
    successMessage: t('edit.updated'),
    // The failure shows in the form, above its buttons.
    onError: () => setFailed(true),
    disableSave: 'shownErrors',
  });

  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <form onSubmit={submit} aria-label={t('edit.title')} noValidate>
        <Stack>
          <TextInput label={t('fields.email')} value={user.email} readOnly variant="filled" />
          <UserProfileFields form={form} />
          {failed && (
            <Alert color="red" icon={<IconAlertTriangle />} role="alert">
              {t('common:form.error')}
            </Alert>
          )}
          <FormActions {...state} onCancel={onCancel} />
        </Stack>
      </form>
    </Paper>
  );
}
