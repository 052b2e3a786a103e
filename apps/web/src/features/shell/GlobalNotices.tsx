/** The app-wide warnings of spec 01 section 8: server unresponsive, and the fatal error with a /logout link. */
import type { ReactNode } from 'react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconAlertTriangle, IconPlugConnectedX } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { globalNotices, useGlobalNotices } from '../../lib/global-notices';

type NoticeKind = Parameters<typeof globalNotices.hide>[0];

function NoticeAlert({
  kind,
  color,
  icon,
  children,
}: {
  kind: NoticeKind;
  color: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert
      color={color}
      icon={icon}
      role="alert"
      withCloseButton
      closeButtonLabel={t('close')}
      onClose={() => globalNotices.hide(kind)}
    >
      {children}
    </Alert>
  );
}

export function GlobalNotices() {
  const { t } = useTranslation('errors');
  const notices = useGlobalNotices();
  if (!notices.unresponsive && !notices.fatal) return null;
  return (
    <Stack gap="xs" mb="md">
      {notices.unresponsive && (
        <NoticeAlert kind="unresponsive" color="yellow" icon={<IconPlugConnectedX />}>
          {t('unresponsive')}
        </NoticeAlert>
      )}
      {notices.fatal && (
        <NoticeAlert kind="fatal" color="red" icon={<IconAlertTriangle />}>
          <Trans t={t} i18nKey="fatal" components={{ logout: <Anchor href="/logout" inherit /> }} />
        </NoticeAlert>
      )}
    </Stack>
  );
}
