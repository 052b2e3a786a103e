import { Center, Image, Loader, Stack } from '@mantine/core';

/** Shown until the initial data is loaded (spec 01 section 1). No text: it may show before i18n matters. */
export function SplashScreen() {
  return (
    <Center h="100vh" role="status" aria-label="Loading" aria-busy="true">
      <Stack align="center" gap="lg">
        <Image src="/logo.svg" alt="Antena" w={72} h={72} />
        <Loader size="sm" type="dots" />
      </Stack>
    </Center>
  );
}
