import { useEffect, useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { copyNeedsHttps, copyText } from '../lib/clipboard';

// spec: copy confirmation shows for 3 s.
export const COPY_CONFIRMATION_MS = 3000;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies `value` and confirms it. Not Mantine's CopyButton: its hook copies only through
 * navigator.clipboard, absent over plain HTTP (lib/clipboard.ts), and fails without a word.
 */
export function CopyButton({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    copyText(value).then(
      () => setState('copied'),
      (error: unknown) => {
        console.error('Copy to the clipboard failed', error);
        setState('failed');
      },
    );
  };

  const text =
    state === 'copied'
      ? t('copy.copied')
      : state === 'failed'
        ? t(copyNeedsHttps() ? 'copy.needsHttps' : 'copy.failed')
        : (label ?? t('copy.copy'));
  return (
    <Tooltip label={text} withArrow opened={state === 'failed' ? true : undefined}>
      <ActionIcon
        variant="subtle"
        color={state === 'copied' ? 'teal' : state === 'failed' ? 'red' : 'gray'}
        onClick={copy}
        aria-label={text}
      >
        {state === 'copied' ? (
          <IconCheck size={16} />
        ) : state === 'failed' ? (
          <IconAlertTriangle size={16} />
        ) : (
          <IconCopy size={16} />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
