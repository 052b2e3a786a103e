import type { ReactNode } from 'react';
import { Alert, Center, Image, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface MessageScreenProps {
  title: string;
  message?: ReactNode;
  color?: 'red' | 'yellow' | 'blue';
  children?: ReactNode;
}

/** A full-page message with the logo: start-up failures, render errors, the public warnings. */
export function MessageScreen({ title, message, color = 'red', children }: MessageScreenProps) {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={560} w="100%">
        <Image src="/logo.svg" alt="Antena" w={56} h={56} />
        <Title order={1} size="h3" ta="center">
          {title}
        </Title>
        {message && (
          <Alert color={color} icon={<IconAlertTriangle />} w="100%" role="alert">
            {message}
          </Alert>
        )}
        {children}
      </Stack>
    </Center>
  );
}
