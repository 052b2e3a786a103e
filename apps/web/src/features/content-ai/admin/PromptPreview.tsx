/**
 * What the engine receives for a prompt (the contract's articleInstruction), with the optional
 * instructions a user may add when generating, so the admin reads exactly the final instruction.
 */
import { useState } from 'react';
import { Code, Stack, Text, Textarea } from '@mantine/core';
import { articleInstruction, INSTRUCTIONS_MAX } from '@antena/contract';
import { useTranslation } from 'react-i18next';

export function PromptPreview({ content }: { content: string }) {
  const { t } = useTranslation('content-ai-admin');
  const [instructions, setInstructions] = useState('');
  const final = articleInstruction({ content }, instructions);
  return (
    <Stack gap="xs">
      <Textarea
        label={t('preview.instructions')}
        description={t('preview.instructionsHelp')}
        value={instructions}
        onChange={(event) => setInstructions(event.currentTarget.value)}
        maxLength={INSTRUCTIONS_MAX}
        rows={2}
        resize="vertical"
      />
      <Text size="sm" fw={600} id="prompt-preview-title">
        {t('preview.final')}
      </Text>
      {final ? (
        <Code
          block
          aria-labelledby="prompt-preview-title"
          data-testid="prompt-preview"
          style={{ whiteSpace: 'pre-wrap' }}
        >
          {final}
        </Code>
      ) : (
        <Text size="sm" c="dimmed">
          {t('preview.empty')}
        </Text>
      )}
    </Stack>
  );
}
