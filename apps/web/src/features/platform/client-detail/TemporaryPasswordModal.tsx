/**
 * The temporary password of a new password account, shown once: the server keeps only its
 * hash, so closing this modal is the last chance to copy it.
 */
import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton';

export interface TemporaryPasswordModalProps {
  /** The account and its password; null keeps the modal closed. */
  account: { email: string; temporaryPassword: string } | null;
  onClose: () => void;
}

export function TemporaryPasswordModal({ account, onClose }: TemporaryPasswordModalProps) {
  const { t } = useTranslation('platform');
  return (
    <Modal
      opened={account !== null}
      onClose={onClose}
      title={t('admins.password.title')}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {account && (
        <Stack>
          <Text size="sm">{t('admins.password.intro', { email: account.email })}</Text>
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={600}>
              {t('admins.password.label')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Code fz="md" px="sm" py={6} style={{ flex: 1 }} data-testid="temporary-password">
                {account.temporaryPassword}
              </Code>
              <CopyButton value={account.temporaryPassword} label={t('admins.password.copy')} />
            </Group>
          </Stack>
          <Alert color="yellow" icon={<IconAlertTriangle />} role="note">
            {t('admins.password.once')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('admins.password.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
