import { ActionIcon, CopyButton as MantineCopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// spec: copy confirmation shows for 3 s.
export const COPY_CONFIRMATION_MS = 3000;

export function CopyButton({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <MantineCopyButton value={value} timeout={COPY_CONFIRMATION_MS}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('copy.copied') : (label ?? t('copy.copy'))} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={copy}
            aria-label={copied ? t('copy.copied') : (label ?? t('copy.copy'))}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </MantineCopyButton>
  );
}
