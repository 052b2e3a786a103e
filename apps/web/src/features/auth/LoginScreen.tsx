/**
 * /login (spec 01 "Public routes"): welcome, Login, contact and privacy links, the login error.
 * The error reads as the text of its code in the user's language: the provider's description
 * (login_error_msg) and the sign-in library's messages are English (issue 14.12).
 */
import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLockOpen, IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';

// spec: the login button is disabled for 10 seconds after a click.
export const LOGIN_BUTTON_LOCK_MS = 10_000;

export interface LoginScreenProps {
  redirectTo?: string | undefined;
  errorCode?: string | undefined;
}

export function LoginScreen({ redirectTo, errorCode }: LoginScreenProps) {
  const { t, i18n } = useTranslation('auth');
  const { auth, config } = useAppServices();
  const [locked, setLocked] = useState(false);
  const [unreachable, setUnreachable] = useState(false);

  useEffect(() => {
    if (!locked) return undefined;
    const timer = setTimeout(() => setLocked(false), LOGIN_BUTTON_LOCK_MS);
    return () => clearTimeout(timer);
  }, [locked]);

  useEffect(() => {
    document.title = `${t('login.title')} · Antena`;
  }, [t]);

  const login = () => {
    setLocked(true);
    setUnreachable(false);
    auth.login(redirectTo, i18n.language).catch((error: unknown) => {
      // The library's English detail stays in the console for whoever helps the user.
      console.error('The sign-in could not start', error);
      setUnreachable(true);
    });
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={440} component="main">
        <Stack gap="lg">
          <Group gap="sm">
            <Image src="/logo.svg" alt="" w={40} h={40} />
            <Text fw={700} size="xl">
              Antena
            </Text>
          </Group>
          <div>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('login.welcome')}
            </Text>
          </div>
          {errorCode && (
            <Alert color="yellow" icon={<IconAlertTriangle />} title={t('login.problem')} role="alert">
              <Text size="sm">{t([`login.errors.${errorCode}`, 'login.errors.unknown'])}</Text>
              <Text size="sm" c="dimmed">
                {t('login.errorCode', { code: errorCode })}
              </Text>
            </Alert>
          )}
          {window.isSecureContext === false && (
            // Plain HTTP at a network address signs in (features/auth/pkce.ts), but says what it costs.
            <Alert
              color="gray"
              icon={<IconLockOpen />}
              title={t('login.insecure')}
              role="note"
              aria-label={t('login.insecure')}
            >
              {t('login.insecureHelp')}
            </Alert>
          )}
          {unreachable && (
            <Alert color="red" icon={<IconAlertTriangle />} title={t('login.providerUnreachable')} role="alert">
              {t('login.providerUnreachableHelp')}
            </Alert>
          )}
          <Button
            size="md"
            leftSection={<IconLogin size={18} />}
            onClick={login}
            disabled={locked}
            loading={locked && !unreachable}
          >
            {t('login.button')}
          </Button>
          <Group justify="space-between">
            <Anchor href={config.links.contact} size="sm">
              {t('login.contact')}
            </Anchor>
            <Anchor href={config.links.privacy} size="sm">
              {t('login.privacy')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
