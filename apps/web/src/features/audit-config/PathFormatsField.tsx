/**
 * evidenceExport.pathFormats: how the report exports name their evidence files. Each format has
 * an id, a label and a pattern; when formats exist exactly one is the default (the radio), and
 * removing the default makes the first one left the default.
 */
import { ActionIcon, Button, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { asDefault, LIMITS, newKey, withoutFormat, type AuditConfigValues } from './audit-config-form';

/** The placeholders the default formats use, named in the help. */
const PLACEHOLDERS = '{station} {date} {time} {customId} {advertiser} {campaign} {version} {order} {customText}';

export function PathFormatsField({
  form,
  readOnly,
}: {
  form: UseFormReturnType<AuditConfigValues>;
  readOnly: boolean;
}) {
  const { t } = useTranslation('audit-reports');
  const formats = form.getValues().pathFormats;
  const add = () =>
    form.insertListItem('pathFormats', {
      key: newKey(),
      id: '',
      label: '',
      pattern: '',
      default: formats.length === 0,
    });

  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600}>
        {t('config.pathFormats.title')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('config.pathFormats.help', { placeholders: PLACEHOLDERS })}
      </Text>
      {formats.length === 0 && <Text size="sm">{t('config.pathFormats.none')}</Text>}
      <Radio.Group
        value={formats.find((format) => format.default)?.key ?? null}
        onChange={(key) => form.setFieldValue('pathFormats', asDefault(form.getValues().pathFormats, key))}
      >
        <Stack gap="sm">
          {formats.map((format, index) => {
            const name = format.label.trim() || t('config.pathFormats.unnamed', { number: index + 1 });
            return (
              <Paper key={format.key} withBorder p="sm">
                <Group align="flex-start" gap="sm" wrap="wrap">
                  <TextInput
                    label={t('config.pathFormats.id')}
                    maxLength={LIMITS.formatId}
                    withAsterisk
                    w={160}
                    {...form.getInputProps(`pathFormats.${index}.id`)}
                  />
                  <TextInput
                    label={t('config.pathFormats.label')}
                    maxLength={LIMITS.label}
                    withAsterisk
                    w={220}
                    {...form.getInputProps(`pathFormats.${index}.label`)}
                  />
                  <TextInput
                    label={t('config.pathFormats.pattern')}
                    maxLength={LIMITS.pattern}
                    withAsterisk
                    style={{ flex: 1, minWidth: 260 }}
                    styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                    {...form.getInputProps(`pathFormats.${index}.pattern`)}
                  />
                  <Radio
                    value={format.key}
                    label={t('config.pathFormats.default')}
                    aria-label={t('config.pathFormats.defaultOf', { name })}
                    mt={32}
                    disabled={readOnly}
                  />
                  {!readOnly && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={28}
                      aria-label={t('config.pathFormats.remove', { name })}
                      onClick={() =>
                        form.setFieldValue('pathFormats', withoutFormat(form.getValues().pathFormats, format.key))
                      }
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      </Radio.Group>
      {!readOnly && formats.length < LIMITS.formats && (
        <Group>
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={add}>
            {t('config.pathFormats.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
