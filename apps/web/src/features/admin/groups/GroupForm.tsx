/**
 * The group form (spec 01 section 5): name required; users chosen among the client's
 * non-admin users, with a warning for those that will leave another group.
 */
import { Alert, List, MultiSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { groupSaveSchema, type Group, type GroupSave, type User } from '@antena/contract';
import { FormActions } from '../../../components/FormActions';
import { displayName } from '../../../lib/initials';
import { offeredUsers, userChoiceLabel, usersToMove } from './group-form';
import { useSaveForm } from '../../../lib/use-save-form';

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

/** What breaks the contract's rule for the name (its messages are English: the form says it in the interface language). */
const nameIssue = (name: string) => groupSaveSchema.shape.name.safeParse(name).error?.issues[0];

export function GroupForm({ users, group, save, onCancel }: GroupFormProps) {
  const { t } = useTranslation(['groups', 'common']);
  const choices = offeredUsers(users);
  const form = useForm<GroupFormValues>({
    initialValues: { name: group?.name ?? '', usersIds: group?.users?.map((user) => user.id) ?? [] },
    validate: {
      name: (name) => {
        const issue = nameIssue(name);
        if (!issue) return null;
        if (issue.code === 'too_big') return t('form.nameTooLong', { max: Number(issue.maximum) });
        return issue.code === 'too_small' ? t('form.nameRequired') : t('form.nameInvalid');
      },
    },
    validateInputOnChange: true,
    validateInputOnBlur: true,
  });
  const moving = usersToMove(choices, form.values.usersIds, group?.id);

  const { submit, state } = useSaveForm(form, { save: (values) => save(groupSaveSchema.parse(values)) });

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
          <FormActions {...state} onCancel={onCancel} />
        </Stack>
      </form>
    </Paper>
  );
}
