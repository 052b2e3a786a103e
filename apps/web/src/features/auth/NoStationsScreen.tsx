import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MessageScreen } from '../../components/MessageScreen';

/** /no-stations: the user has no station assigned (spec 01 "Public routes"). */
export function NoStationsScreen() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  return (
    <MessageScreen title={t('noStations.title')} color="yellow" message={t('noStations.message')}>
      <Button onClick={() => router.history.push('/logout')} leftSection={<IconLogout size={18} />}>
        {t('logout')}
      </Button>
    </MessageScreen>
  );
}
