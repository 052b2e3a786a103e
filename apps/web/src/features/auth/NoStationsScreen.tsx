import { Button, Group } from '@mantine/core';
import { IconLogout, IconUserX } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MessageScreen } from '../../components/MessageScreen';
import { readAuthAs } from '../../lib/auth-as';
import { stopActingAs } from '../settings/impersonation';

/**
 * /no-stations: the user has no station assigned (spec 01 "Public routes"). A superadmin who
 * landed here acting as such a user can go back to themself with Clear user.
 */
export function NoStationsScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const actingAs = readAuthAs();
  return (
    <MessageScreen
      title={t('noStations.title')}
      color="yellow"
      message={
        <>
          {t('noStations.message')}
          {actingAs && <div>{t('noStations.actingAs', { email: actingAs })}</div>}
        </>
      }
    >
      <Group>
        {actingAs && (
          <Button variant="default" onClick={stopActingAs} leftSection={<IconUserX size={18} />}>
            {t('noStations.clearUser')}
          </Button>
        )}
        <Button onClick={() => void navigate({ to: '/logout' })} leftSection={<IconLogout size={18} />}>
          {t('logout')}
        </Button>
      </Group>
    </MessageScreen>
  );
}
