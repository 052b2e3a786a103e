import { Center, Image, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Shown until the initial data is loaded (spec 01 section 1). Its one text is the status's name
 * for screen readers, from `errors`: the namespace that ships in the entry, so it is there before
 * the language's other texts are.
 */
export function SplashScreen() {
  const { t } = useTranslation('errors');
  return (
    <Center h="100vh" role="status" aria-label={t('loading')} aria-busy="true">
      <Stack align="center" gap="lg">
        <Image src="/logo.svg" alt="Antena" w={72} h={72} />
        <Loader size="sm" type="dots" />
      </Stack>
    </Center>
  );
}
