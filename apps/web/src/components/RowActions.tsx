/** The view and edit icon links at the end of a list row; each label names the row for assistive tech. */
import { Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ActionIconLink, type LinkTarget } from './links';

interface RowLink {
  link: LinkTarget;
  label: string;
}

function RowAction({ link, label, icon }: RowLink & { icon: ReactNode }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIconLink variant="subtle" aria-label={label} {...link}>
        {icon}
      </ActionIconLink>
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
