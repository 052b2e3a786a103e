/**
 * Creates or edits one prompt (spec 02 section 5): an optional id (an empty one is made from the
 * upper-cased name, previewed in its placeholder), a name and the content, both required, bounded
 * by the contract; and the preview of the final instruction the engine receives.
 */
import { Button, Collapse, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promptIdFromName, type Prompt } from '@antena/contract';
import { PROMPT_CONTENT_MAX, PROMPT_ID_MAX, PROMPT_NAME_MAX, promptErrors, type PromptErrors } from './prompt-drafts';
import { PromptPreview } from './PromptPreview';

export interface PromptModalProps {
  /** The prompt edited, or an empty one to create. */
  initial: Prompt;
  creating: boolean;
  /** The effective ids of the other prompts (an id must be unique). */
  otherIds: readonly string[];
  onSubmit: (prompt: Prompt) => void;
  onClose: () => void;
}

export function PromptModal({ initial, creating, otherIds, onSubmit, onClose }: PromptModalProps) {
  const { t } = useTranslation('content-ai-admin');
  const [previewOpen, setPreviewOpen] = useState(false);
  const form = useForm<Prompt>({
    initialValues: initial,
    validate: (values) => {
      const errors: PromptErrors = promptErrors(values, otherIds);
      return Object.fromEntries(
        Object.entries(errors).map(([field, error]) => [field, t(`errors.${error}`, { max: maxOf(field) })]),
      );
    },
  });
  const generated = promptIdFromName(form.values.name);
  const submit = form.onSubmit((values) =>
    onSubmit({ id: values.id.trim(), name: values.name.trim(), content: values.content }),
  );

  return (
    <Modal opened onClose={onClose} title={creating ? t('modal.createTitle') : t('modal.editTitle')} size="lg">
      <form onSubmit={submit} noValidate aria-label={creating ? t('modal.createTitle') : t('modal.editTitle')}>
        <Stack gap="sm">
          <TextInput
            label={t('fields.name')}
            withAsterisk
            maxLength={PROMPT_NAME_MAX}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('fields.id')}
            description={t('fields.idHelp')}
            placeholder={t('fields.idPlaceholder', { id: generated })}
            maxLength={PROMPT_ID_MAX}
            {...form.getInputProps('id')}
          />
          <Textarea
            label={t('fields.content')}
            withAsterisk
            maxLength={PROMPT_CONTENT_MAX}
            rows={8}
            resize="vertical"
            {...form.getInputProps('content')}
          />
          <div>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconEye size={14} />}
              onClick={() => setPreviewOpen((open) => !open)}
              aria-expanded={previewOpen}
            >
              {t('preview.toggle')}
            </Button>
            <Collapse expanded={previewOpen}>{previewOpen && <PromptPreview content={form.values.content} />}</Collapse>
          </div>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('modal.cancel')}
            </Button>
            <Button type="submit">{creating ? t('modal.add') : t('modal.apply')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const maxOf = (field: string) =>
  field === 'id' ? PROMPT_ID_MAX : field === 'name' ? PROMPT_NAME_MAX : PROMPT_CONTENT_MAX;
