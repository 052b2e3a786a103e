import { Alert, Button, Text } from '@mantine/core';
import { IconUserExclamation, IconUserX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MeUser } from '@antena/contract';
import { stopActingAs } from '../settings/impersonation';

/**
 * Shown while a superadmin acts as someone (spec 01 section 6), so nobody forgets that every
 * call is made as that user; Clear user goes back to the superadmin's own identity.
 */
export function ImpersonationBanner({ user }: { user: MeUser }) {
  const { t } = useTranslation('shell');
  if (!user.impersonator) return null;
  return (
    <Alert color="orange" variant="light" p="xs" icon={<IconUserExclamation size={18} />} role="status">
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {t('actingAs', { email: user.email })}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('signedInAs', { email: user.impersonator.email })}
      </Text>
      <Button
        size="compact-xs"
        variant="white"
        color="orange"
        mt={6}
        leftSection={<IconUserX size={14} />}
        onClick={stopActingAs}
      >
        {t('clearUser')}
      </Button>
    </Alert>
  );
}
