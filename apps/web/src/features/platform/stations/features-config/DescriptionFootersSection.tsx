/**
 * featuresConfig.fragments.descriptionFooters: texts appended to fragment descriptions when
 * they are published. At most one is the default (spec 02 section 5): choosing one unchecks the rest.
 */
import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FOOTERS_PATH } from '../station-form-rules';
import { useStationFormContext } from '../station-form-context';

export function DescriptionFootersSection() {
  const { t } = useTranslation('platform');
  const form = useStationFormContext();
  const footers = form.getValues().featuresConfig.fragments.descriptionFooters;

  const setDefault = (index: number, checked: boolean) =>
    form.setFieldValue(
      FOOTERS_PATH,
      footers.map((footer, i) => ({ ...footer, default: i === index ? checked : checked ? false : footer.default })),
    );

  return (
    <Stack>
      {footers.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('features.footers.none')}
        </Text>
      )}
      {footers.map((footer, index) => (
        <Paper key={index} withBorder p="sm" radius="sm">
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                {...form.getInputProps(`${FOOTERS_PATH}.${index}.name`)}
                label={t('features.footers.name')}
                required
                style={{ flex: 1 }}
              />
              <Checkbox
                checked={footer.default}
                onChange={(event) => setDefault(index, event.currentTarget.checked)}
                label={t('features.footers.default')}
                mb={8}
              />
              <Tooltip label={t('features.footers.remove')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('features.footers.removeNamed', { n: index + 1 })}
                  onClick={() => form.removeListItem(FOOTERS_PATH, index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <Textarea
              {...form.getInputProps(`${FOOTERS_PATH}.${index}.content`)}
              label={t('features.footers.content')}
              autosize
              minRows={2}
              maxRows={8}
            />
          </Stack>
        </Paper>
      ))}
      {form.errors[FOOTERS_PATH] && (
        <Text size="sm" c="red" role="alert">
          {form.errors[FOOTERS_PATH]}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem(FOOTERS_PATH, { name: '', content: '', default: footers.length === 0 })}
        >
          {t('features.footers.add')}
        </Button>
      </Group>
    </Stack>
  );
}
