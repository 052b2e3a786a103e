/**
 * 'Create administrator': e-mail, name, surname and login method of a new CLIENT_ADMIN. The
 * login method follows the e-mail's domain (spec 01 section 5) until the operator picks one.
 */
import { useState } from 'react';
import { Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { clientAdminCreateSchema, LOGIN_METHODS, loginMethodForEmail, type LoginMethod } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { FormActions } from '../../../components/FormActions';
import { useSaveForm } from '../../../lib/use-save-form';
import { useCreateClientAdmin, type ClientAdminCreate } from '../platform-mutations';
import { zodResolver } from '../shared/form-validation';
import { reportSubmitFailure } from '../shared/server-errors';

interface CreateAdminValues {
  email: string;
  name: string;
  surname: string;
  loginMethod: LoginMethod;
}

const toInput = (values: CreateAdminValues): ClientAdminCreate => values;

interface CreateAdminFormProps {
  clientId: string;
  onClose: () => void;
  /** A password account made by the bundled identity provider answers its temporary password once. */
  onCreated: (created: { email: string; temporaryPassword?: string | undefined }) => void;
}

function CreateAdminForm({ clientId, onClose, onCreated }: CreateAdminFormProps) {
  const { t } = useTranslation('platform');
  const { config } = useAppServices();
  const create = useCreateClientAdmin(clientId);
  const [methodChosen, setMethodChosen] = useState(false);
  const form = useForm<CreateAdminValues>({
    initialValues: { email: '', name: '', surname: '', loginMethod: 'USERNAME_PASSWORD' },
    validate: zodResolver(clientAdminCreateSchema, toInput),
    validateInputOnBlur: true,
  });

  const { submit, state } = useSaveForm(form, {
    save: (values) => create.mutateAsync(clientAdminCreateSchema.parse(values)),
    successMessage: (created) => t('admins.created', { email: created.email }),
    onSaved: onCreated,
    onError: (error) => reportSubmitFailure(form, error),
    disableSave: 'shownErrors',
  });

  const emailProps = form.getInputProps('email');
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          {...emailProps}
          onChange={(event) => {
            const email = event.currentTarget.value;
            emailProps.onChange(event);
            if (!methodChosen) form.setFieldValue('loginMethod', loginMethodForEmail(email, config.socialLoginDomains));
          }}
          label={t('admins.fields.email')}
          type="email"
          autoComplete="off"
          required
          data-autofocus
        />
        <Group grow align="flex-start">
          <TextInput {...form.getInputProps('name')} label={t('admins.fields.name')} required />
          <TextInput {...form.getInputProps('surname')} label={t('admins.fields.surname')} required />
        </Group>
        <Select
          {...form.getInputProps('loginMethod')}
          onChange={(value) => {
            if (!value) return;
            setMethodChosen(true);
            form.setFieldValue('loginMethod', value as LoginMethod);
          }}
          label={t('admins.fields.loginMethod')}
          data={LOGIN_METHODS.map((method) => ({ value: method, label: t(`admins.loginMethods.${method}`) }))}
          allowDeselect={false}
        />
        <FormActions {...state} onCancel={onClose} submitLabel={t('admins.create')} />
      </Stack>
    </form>
  );
}

export interface CreateAdminModalProps extends CreateAdminFormProps {
  opened: boolean;
}

export function CreateAdminModal({ opened, ...props }: CreateAdminModalProps) {
  const { t } = useTranslation('platform');
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={t('admins.createTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {opened && <CreateAdminForm {...props} />}
    </Modal>
  );
}
