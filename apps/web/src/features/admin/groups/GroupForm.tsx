/**
 * The group form (spec 01 section 5): name required; users chosen among the client's
 * non-admin users, with a warning for those that will leave another group.
 */
import { useState } from 'react';
import { Alert, List, MultiSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { groupSaveSchema, type Group, type GroupSave, type User } from '@antena/contract';
import { FormActions } from '../../../components/FormActions';
import { displayName } from '../../../lib/initials';
import { offeredUsers, userChoiceLabel, usersToMove } from './group-form';

export interface GroupFormProps {
  /** The client's users (choices page); client admins are left out here. */
  users: readonly User[];
  /** The group being edited, with its users; absent when creating. */
  group?: Group;
  save: (values: GroupSave) => Promise<unknown>;
  onCancel: () => void;
}

interface GroupFormValues {
  name: string;
  usersIds: string[];
}

const validateGroup = schemaResolver(groupSaveSchema, { sync: true });

export function GroupForm({ users, group, save, onCancel }: GroupFormProps) {
  const { t } = useTranslation(['groups', 'common']);
  const [saved, setSaved] = useState(false);
  const choices = offeredUsers(users);
  const form = useForm<GroupFormValues>({
    initialValues: { name: group?.name ?? '', usersIds: group?.users?.map((user) => user.id) ?? [] },
    // The contract's messages are English; the form speaks the interface language.
    validate: (values) => (validateGroup(values).name ? { name: t('form.nameRequired') } : {}),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  });
  const moving = usersToMove(choices, form.values.usersIds, group?.id);

  const submit = form.onSubmit(async (values) => {
    try {
      const body = groupSaveSchema.parse(values);
      await save(body);
      form.setInitialValues(values);
      form.resetDirty(values);
      setSaved(true);
    } catch {
      notifications.show({ color: 'red', message: t('common:form.error') });
    }
  });

  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      <form onSubmit={submit} aria-label={t('form.label')} noValidate>
        <Stack>
          <TextInput label={t('form.name')} required {...form.getInputProps('name')} />
          <MultiSelect
            label={t('form.users')}
            description={t('form.usersDescription')}
            placeholder={t('form.usersPlaceholder')}
            searchable
            clearable
            nothingFoundMessage={t('form.noUsers')}
            data={choices.map((user) => ({ value: user.id, label: userChoiceLabel(user) }))}
            {...form.getInputProps('usersIds')}
          />
          {moving.length > 0 && (
            <Alert color="yellow" icon={<IconAlertTriangle />} title={t('form.moveTitle')} role="status">
              <Text size="sm">{t('form.moveWarning', { count: moving.length })}</Text>
              <List size="sm" mt={4}>
                {moving.map((user) => (
                  <List.Item key={user.id}>
                    {t('form.moveUser', { name: displayName(user), group: user.group?.name ?? t('form.otherGroup') })}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <FormActions
            dirty={form.isDirty()}
            hasErrors={!form.isValid()}
            submitting={form.submitting}
            saved={saved}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </Paper>
  );
}
