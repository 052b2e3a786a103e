/**
 * Step 1 "Edit content" (spec 03 sections 2 and 5): the user article's title (required) and body
 * in the rich-text editor; saving advances to the social step. Edits stay while unsaved and after
 * a failed save.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_TITLE_MAX, type Content, type UserArticle } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { updateUserArticle } from '../content-ai.api';
import { ArticleBodyEditor } from '../editor/ArticleBodyEditor';
import { BlockedHint } from './BlockedHint';
import type { ContentBlocks } from './content-steps';
import { useContentAction } from './use-content-action';

export interface EditContentStepProps {
  content: Content;
  blocks: ContentBlocks;
  onSaved: () => void;
}

export function EditContentStep({ content, blocks, onSaved }: EditContentStepProps) {
  const { t } = useTranslation('content-ai');
  const { api } = useAppServices();
  const saved = content.userArticle.data ?? { title: '', body: '' };
  const [title, setTitle] = useState(saved.title);
  const [body, setBody] = useState(saved.body);
  const [touched, setTouched] = useState(false);
  const save = useContentAction({
    contentId: content.id,
    call: (article: UserArticle) => updateUserArticle(api, content.id, article),
    failed: 'edit.failed',
    onDone: onSaved,
  });
  const dirty = title !== saved.title || body !== saved.body;
  const titleError = touched && !title.trim() ? t('edit.required') : undefined;

  const submit = () => {
    setTouched(true);
    if (!title.trim()) return;
    save.mutate({ title: title.trim(), body });
  };

  return (
    <Stack gap="md" component="form" onSubmit={(event) => (event.preventDefault(), submit())}>
      <TextInput
        label={t('edit.title')}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={titleError}
        withAsterisk
        maxLength={ARTICLE_TITLE_MAX}
      />
      <ArticleBodyEditor
        id={`content-${content.id}-body`}
        label={t('edit.body')}
        initialHtml={saved.body}
        onChange={setBody}
      />
      {save.isError && (
        <Alert color="red" icon={<IconAlertTriangle />} role="alert">
          {t('edit.keptEdits')}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          type="submit"
          leftSection={<IconDeviceFloppy size={16} />}
          loading={save.isPending}
          disabled={blocks.save !== null}
        >
          {t('edit.save')}
        </Button>
        {dirty && (
          <Badge color="yellow" variant="light">
            {t('edit.unsaved')}
          </Badge>
        )}
        <BlockedHint reason={blocks.save} />
      </Group>
    </Stack>
  );
}
