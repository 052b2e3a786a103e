/**
 * The '+INFO' side drawer of a fragment (spec 02 "Fragments"): date, start and end time,
 * duration, created by, description and tags on the station's clock, and the edit form (title
 * required; description and tags optional). 'Fragment edited' / 'Could not edit fragment'.
 */
import { Badge, Button, Divider, Drawer, Group, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Fragment } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { fragmentKeys, updateFragment } from './fragments.api';
import { creatorName, formatDuration, formatStationDate, formatStationTime } from './fragments-format';
import {
  fragmentEditBody,
  initialFragmentEdit,
  validateFragmentEdit,
  type FragmentEditValues,
} from './fragment-edit-form';

export interface FragmentInfoDrawerProps {
  fragment: Fragment;
  timeZone: string;
  opened: boolean;
  onClose: () => void;
}

export function FragmentInfoDrawer({ fragment, timeZone, opened, onClose }: FragmentInfoDrawerProps) {
  const { t, i18n } = useTranslation('fragments');
  const locale = i18n.language;
  const details: [string, string][] = [
    [t('details.date'), formatStationDate(fragment.from, timeZone, locale)],
    [t('details.start'), formatStationTime(fragment.from, timeZone, locale)],
    [t('details.end'), formatStationTime(fragment.to, timeZone, locale)],
    [t('details.duration'), formatDuration(fragment.duration)],
    [t('details.createdBy'), creatorName(fragment.createdBy)],
    [t('details.description'), fragment.description || '-'],
  ];
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={t('details.title')}>
      <Stack gap="sm">
        <dl style={{ margin: 0 }}>
          {details.map(([label, value]) => (
            <Group key={label} gap="xs" align="flex-start" wrap="nowrap" mb={6}>
              <Text component="dt" size="sm" fw={600} w={110} style={{ flexShrink: 0 }}>
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {value}
              </Text>
            </Group>
          ))}
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Text component="dt" size="sm" fw={600} w={110} style={{ flexShrink: 0 }}>
              {t('details.tags')}
            </Text>
            <Group component="dd" m={0} gap={4}>
              {fragment.tags.length === 0
                ? '-'
                : fragment.tags.map((tag) => (
                    <Badge key={tag} size="sm" variant="light">
                      {tag}
                    </Badge>
                  ))}
            </Group>
          </Group>
        </dl>
        <Divider label={t('edit.title')} labelPosition="left" />
        {/* Remounted per fragment version, so a saved edit or a change elsewhere shows its values. */}
        <FragmentEditForm
          key={`${fragment.id}-${fragment.title}-${fragment.description}-${fragment.tags.join()}`}
          fragment={fragment}
        />
      </Stack>
    </Drawer>
  );
}

function FragmentEditForm({ fragment }: { fragment: Fragment }) {
  const { t } = useTranslation('fragments');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const form = useForm<FragmentEditValues>({
    initialValues: initialFragmentEdit(fragment),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateFragmentEdit(values)).map(([field, rule]) => [field, t(`edit.${rule}`)]),
      ),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await updateFragment(api, fragment, fragmentEditBody(values));
      queryClient.setQueryData(fragmentKeys.one(fragment.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['fragments', 'list'] });
      notifications.show({ color: 'teal', message: t('edit.done') });
    } catch (error) {
      console.error('Fragment edit failed', error);
      notifications.show({ color: 'red', message: t('edit.failed') });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('edit.fieldTitle')} required {...form.getInputProps('title')} />
        <Textarea label={t('edit.fieldDescription')} minRows={4} {...form.getInputProps('description')} />
        <TagsInput
          label={t('edit.fieldTags')}
          description={t('edit.tagsHelp')}
          splitChars={[',']}
          clearable
          {...form.getInputProps('tags')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
