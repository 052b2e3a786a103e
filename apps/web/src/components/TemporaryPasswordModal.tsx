/**
 * The temporary password of a new password account, or of a reset, shown once: the server keeps
 * only its hash, so closing this modal is the last chance to copy it and hand it over.
 */
import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './CopyButton';

export interface TemporaryPasswordModalProps {
  /** The account and its password; null keeps the modal closed. */
  account: { email: string; temporaryPassword: string } | null;
  onClose: () => void;
}

export function TemporaryPasswordModal({ account, onClose }: TemporaryPasswordModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={account !== null}
      onClose={onClose}
      title={t('temporaryPassword.title')}
      centered
      // Closing loses the password for good: only the explicit button closes it.
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {account && (
        <Stack>
          <Text size="sm">{t('temporaryPassword.explanation', { email: account.email })}</Text>
          <Group gap="xs" wrap="nowrap">
            <Code
              fz="md"
              p="xs"
              aria-label={t('temporaryPassword.label')}
              style={{ flex: 1, userSelect: 'all', wordBreak: 'break-all' }}
            >
              {account.temporaryPassword}
            </Code>
            <CopyButton value={account.temporaryPassword} label={t('temporaryPassword.copy')} />
          </Group>
          <Alert color="yellow" icon={<IconKey />} role="note">
            {t('temporaryPassword.once')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('temporaryPassword.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
