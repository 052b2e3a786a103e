/** /login (spec 01 "Public routes"): welcome, Login, contact and privacy links, the login error. */
import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../app/app-services';

// spec: the login button is disabled for 10 seconds after a click.
export const LOGIN_BUTTON_LOCK_MS = 10_000;

export interface LoginScreenProps {
  redirectTo?: string | undefined;
  errorMessage?: string | undefined;
  errorCode?: string | undefined;
}

export function LoginScreen({ redirectTo, errorMessage, errorCode }: LoginScreenProps) {
  const { t, i18n } = useTranslation('auth');
  const { auth, config } = useAppServices();
  const [locked, setLocked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

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
    setFailure(null);
    auth
      .login(redirectTo, i18n.language)
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
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
          {errorMessage && errorCode && (
            <Alert color="yellow" icon={<IconAlertTriangle />} title={t('login.problem')} role="alert">
              <Text size="sm">{errorMessage}</Text>
              <Text size="sm" c="dimmed">
                {t('login.errorCode', { code: errorCode })}
              </Text>
            </Alert>
          )}
          {failure && (
            <Alert color="red" icon={<IconAlertTriangle />} title={t('login.providerUnreachable')} role="alert">
              {failure}
            </Alert>
          )}
          <Button
            size="md"
            leftSection={<IconLogin size={18} />}
            onClick={login}
            disabled={locked}
            loading={locked && !failure}
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
