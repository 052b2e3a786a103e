/** A labelled value of a read-only view (an AOD run, a rule's tabs, the wizard's review, a device). */
import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
