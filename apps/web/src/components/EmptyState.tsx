import type { ReactNode } from 'react';
import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  children?: ReactNode;
}

export function EmptyState({ title, description, icon, children }: EmptyStateProps) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" maw={480} ta="center" role="status">
        <ThemeIcon variant="light" size={56} radius="xl" aria-hidden>
          {icon ?? <IconInbox size={28} />}
        </ThemeIcon>
        <Text fw={600} size="lg">
          {title}
        </Text>
        {description && <Text c="dimmed">{description}</Text>}
        {children}
      </Stack>
    </Center>
  );
}
