/**
 * The create form of /admin/users/add (spec 01 section 5): the contract's userCreateSchema
 * validates it; the login method follows the e-mail's domain and is shown read-only.
 */
import { useState } from 'react';
import { Alert, Paper, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { loginMethodForEmail, userCreateSchema, type User } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { FormActions } from '../../../components/FormActions';
import { isApiError } from '../../../lib/api-error';
import { useSaveForm } from '../../../lib/use-save-form';
import { UserProfileFields } from './UserProfileFields';
import { useCreateUser } from './users.api';
import { fieldError, NO_GROUP, type UserFormValues } from './user-form';

/** The create answer: a password user of the bundled identity provider comes with its temporary password. */
export type CreatedUser = User & { temporaryPassword?: string };

export interface UserCreateFormProps {
  onCreated: (user: CreatedUser) => void;
  onCancel: () => void;
}

export function UserCreateForm({ onCreated, onCancel }: UserCreateFormProps) {
  const { t } = useTranslation('users');
  const { config } = useAppServices();
  const create = useCreateUser();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: {
      email: '',
      name: '',
      surname: '',
      role: 'CLIENT_USER',
      groupId: NO_GROUP,
      loginMethod: 'USERNAME_PASSWORD',
    },
    validate: schemaResolver(userCreateSchema, { sync: true }),
    validateInputOnBlur: true,
    onValuesChange: (values) => {
      const loginMethod = loginMethodForEmail(values.email, config.socialLoginDomains);
      if (loginMethod !== values.loginMethod) form.setFieldValue('loginMethod', loginMethod);
    },
  });

  const { submit, state } = useSaveForm(form, {
    save: (values) => {
      setFailure(null);
      return create.mutateAsync(userCreateSchema.parse(values));
    },
    successMessage: t('create.created'),
    onSaved: onCreated,
    // The failure shows in the form, above its buttons.
    onError: (error) => setFailure(t(isApiError(error) && error.status === 409 ? 'create.exists' : 'create.failed')),
    disableSave: 'shownErrors',
  });

  const email = form.getInputProps('email');
  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <form onSubmit={submit} aria-label={t('create.title')} noValidate>
        <Stack>
          <TextInput
            label={t('fields.email')}
            type="email"
            required
            autoComplete="off"
            {...email}
            error={fieldError(t, email.error)}
          />
          <UserProfileFields form={form} />
          <TextInput
            label={t('fields.loginMethod')}
            description={t('fields.loginMethodHint')}
            value={t(`loginMethods.${form.values.loginMethod}`)}
            readOnly
            variant="filled"
          />
          {failure && (
            <Alert color="red" icon={<IconAlertTriangle />} role="alert">
              {failure}
            </Alert>
          )}
          <FormActions
            {...state}
            // A created user opens at once, or once its temporary password is read: never 'Saved'.
            saved={false}
            onCancel={onCancel}
            submitLabel={t('create.submit')}
          />
        </Stack>
      </form>
    </Paper>
  );
}
