/**
 * The forms of a platform's version: the instructions it is generated with, and the user's edit
 * (a title only where the platform has one, contract SOCIAL_TEXT_RULES), with the text's lengths
 * and hashtags against the platform's limits.
 */
import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ARTICLE_TITLE_MAX,
  INSTRUCTIONS_MAX,
  SOCIAL_TEXT_RULES,
  type SocialPlatform,
  type SocialVersionUpdate,
} from '@antena/contract';
import { BlockedHint } from './BlockedHint';
import { socialTextCounts, type BlockReason } from './content-steps';

export interface SocialGenerateFormProps {
  platform: SocialPlatform;
  blocked: BlockReason;
  generating: boolean;
  onGenerate: (instructions: string) => void;
  onCancel?: () => void;
}

export function SocialGenerateForm({ platform, blocked, generating, onGenerate, onCancel }: SocialGenerateFormProps) {
  const { t } = useTranslation('content-ai');
  const { t: tSocial } = useTranslation('social-export');
  const [instructions, setInstructions] = useState('');
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate(instructions.trim());
      }}
    >
      <Textarea
        label={t('social.instructions', { platform: tSocial(`platforms.${platform}`) })}
        description={t('social.instructionsHelp')}
        value={instructions}
        onChange={(event) => setInstructions(event.currentTarget.value)}
        maxLength={INSTRUCTIONS_MAX}
        rows={2}
      />
      <Group gap="xs">
        <Button
          type="submit"
          size="xs"
          leftSection={<IconSparkles size={14} />}
          disabled={blocked !== null}
          loading={generating}
        >
          {t('social.generate')}
        </Button>
        {onCancel && (
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <BlockedHint reason={blocked} />
      </Group>
    </Stack>
  );
}

export interface SocialEditFormProps {
  platform: SocialPlatform;
  initial: { title: string; body: string };
  saving: boolean;
  blocked: BlockReason;
  onSave: (values: SocialVersionUpdate) => void;
  onCancel: () => void;
}

export function SocialEditForm({ platform, initial, saving, blocked, onSave, onCancel }: SocialEditFormProps) {
  const { t } = useTranslation('content-ai');
  const withTitle = SOCIAL_TEXT_RULES[platform].title !== null;
  const [title, setTitle] = useState(initial.title);
  const [body, setBody] = useState(initial.body);
  const [touched, setTouched] = useState(false);
  const counts = socialTextCounts(platform, { title, body });
  const bodyError = touched && !body.trim() ? t('edit.required') : undefined;
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!body.trim()) return;
        onSave({ title: withTitle ? title.trim() : '', body });
      }}
    >
      {withTitle && (
        <TextInput
          label={t('social.title')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={ARTICLE_TITLE_MAX}
        />
      )}
      <Textarea
        label={t('social.body')}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        error={bodyError}
        withAsterisk
        rows={4}
      />
      <TextCounts counts={counts} />
      <Group gap="xs">
        <Button
          type="submit"
          size="xs"
          leftSection={<IconDeviceFloppy size={14} />}
          loading={saving}
          disabled={blocked !== null}
        >
          {t('social.save')}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <BlockedHint reason={blocked} />
      </Group>
    </Stack>
  );
}

export function TextCounts({ counts }: { counts: ReturnType<typeof socialTextCounts> }) {
  const { t } = useTranslation('content-ai');
  const color = (over: boolean) => (over ? 'red' : 'dimmed');
  return (
    <Group gap="md">
      {counts.title && (
        <Text size="xs" c={color(counts.title.length > counts.title.max)}>
          {t('social.titleCount', counts.title)}
        </Text>
      )}
      <Text size="xs" c={color(counts.body.length > counts.body.max)}>
        {t('social.bodyCount', counts.body)}
      </Text>
      <Text size="xs" c={color(counts.hashtags.count > counts.hashtags.max)}>
        {t('social.hashtagCount', { used: counts.hashtags.count, max: counts.hashtags.max })}
      </Text>
    </Group>
  );
}
