/**
 * Shows a temporary password once (after creating a password user or resetting their
 * password): the administrator copies it and hands it over; the server never answers it again.
 */
import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton';

export interface TemporaryPasswordModalProps {
  /** The password to show; the modal is open while it is set. */
  password: string | null;
  email: string;
  onClose: () => void;
}

export function TemporaryPasswordModal({ password, email, onClose }: TemporaryPasswordModalProps) {
  const { t } = useTranslation('users');
  return (
    <Modal
      opened={password !== null}
      onClose={onClose}
      title={t('password.title')}
      centered
      // Closing loses the password for good: only the explicit button closes it.
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack>
        <Text size="sm">{t('password.explanation', { email })}</Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="md" p="xs" aria-label={t('password.label')} style={{ userSelect: 'all', wordBreak: 'break-all' }}>
            {password}
          </Code>
          <CopyButton value={password ?? ''} label={t('password.copy')} />
        </Group>
        <Alert color="yellow" icon={<IconKey />} role="note">
          {t('password.once')}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('password.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
