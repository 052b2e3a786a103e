/** The view and edit icon links at the end of a list row; each label names the row for assistive tech. */
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppLink } from './AppLink';

interface RowLink {
  href: string;
  label: string;
}

function RowAction({ href, label, icon }: RowLink & { icon: ReactNode }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" aria-label={label} renderRoot={(props) => <AppLink {...props} href={href} />}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

export function RowActions({ view, edit }: { view: RowLink; edit: RowLink }) {
  return (
    <Group gap={4} wrap="nowrap">
      <RowAction {...view} icon={<IconEye size={16} />} />
      <RowAction {...edit} icon={<IconPencil size={16} />} />
    </Group>
  );
}
