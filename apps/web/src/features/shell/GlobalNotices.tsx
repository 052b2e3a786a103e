/** The app-wide warnings of spec 01 section 8: server unresponsive, and the fatal error with a /logout link. */
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconAlertTriangle, IconPlugConnectedX } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { globalNotices, useGlobalNotices } from '../../lib/global-notices';

export function GlobalNotices() {
  const { t } = useTranslation('errors');
  const notices = useGlobalNotices();
  if (!notices.unresponsive && !notices.fatal) return null;
  return (
    <Stack gap="xs" mb="md">
      {notices.unresponsive && (
        <Alert
          color="yellow"
          icon={<IconPlugConnectedX />}
          role="alert"
          withCloseButton
          closeButtonLabel={t('common:close')}
          onClose={() => globalNotices.hide('unresponsive')}
        >
          {t('unresponsive')}
        </Alert>
      )}
      {notices.fatal && (
        <Alert
          color="red"
          icon={<IconAlertTriangle />}
          role="alert"
          withCloseButton
          closeButtonLabel={t('common:close')}
          onClose={() => globalNotices.hide('fatal')}
        >
          <Trans t={t} i18nKey="fatal" components={{ logout: <Anchor href="/logout" inherit /> }} />
        </Alert>
      )}
    </Stack>
  );
}
