/**
 * Action permissions, users' and groups' alike (issue 13.18: the two used different controls for
 * the same permissions). Each permission has the allowed switch of spec 01 section 4 and, where
 * the value may come from elsewhere, a switch for that third state: a user's 'Inherit from group'
 * (the group's value), a group's 'Not set' (no value: not granted). While that switch is on, the
 * allowed switch shows the resulting value read-only.
 */
import type { ReactNode } from 'react';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PermissionSwitch } from '../stations/PermissionSwitch';

/** What a row asks the server for: a value of its own, or none (inherit / reset). */
export type ActionPermissionChoice = 'allow' | 'deny' | 'unset';

export interface ActionPermissionTableProps {
  id: string;
  title: string;
  /** The third state's column, when the rows have one ('Inherit from group', 'Not set'). */
  unsetLabel?: string;
  children: ReactNode;
}

/** One provider of the catalogue: its title and a row per permission. */
export function ActionPermissionTable({ id, title, unsetLabel, children }: ActionPermissionTableProps) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Table striped withTableBorder aria-labelledby={id}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('actionPermissions.permission')}</Table.Th>
            {unsetLabel && <Table.Th w={180}>{unsetLabel}</Table.Th>}
            <Table.Th w={120}>{t('actionPermissions.allowed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Stack>
  );
}

export interface ActionPermissionRowProps {
  description: string;
  /** Where the value comes from, under the description (a user's group). */
  note?: string | null;
  allowed: boolean;
  /** The third state, as in the table's `unsetLabel`; `on` when the value is not the row's own. */
  unset?: { label: string; on: boolean };
  /** Resolves once the server has the change; a failure is shown as 'Could not update permission'. */
  onChange(choice: ActionPermissionChoice): Promise<unknown>;
}

export function ActionPermissionRow({ description, note, allowed, unset, onChange }: ActionPermissionRowProps) {
  const { t } = useTranslation('admin');
  const named = (control: string) => t('actionPermissions.switchLabel', { control, permission: description });

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{description}</Text>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
      </Table.Td>
      {unset && (
        <Table.Td>
          <PermissionSwitch
            checked={unset.on}
            label={named(unset.label)}
            // Turning the third state off keeps the value shown as the row's own.
            onToggle={(on) => onChange(on ? 'unset' : allowed ? 'allow' : 'deny')}
          />
        </Table.Td>
      )}
      <Table.Td>
        <PermissionSwitch
          checked={allowed}
          label={named(t('actionPermissions.allowed'))}
          readOnly={unset?.on}
          onToggle={(next) => onChange(next ? 'allow' : 'deny')}
        />
      </Table.Td>
    </Table.Tr>
  );
}
