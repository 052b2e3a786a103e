/**
 * The value of one action permission for a group (spec 01 section 4: group action permissions
 * can be allowed, denied or reset). Waits for the server; 'Could not update permission' on failure.
 */
import { useState } from 'react';
import { SegmentedControl } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { GroupPermission } from '@antena/contract';
import type { GroupPermissionValue } from './groups.api';

/** Where a group permission stands: reset (not set) unless the group allows or denies it. */
export function groupPermissionValue(value: GroupPermission | undefined): GroupPermissionValue {
  if (!value?.isSet) return 'reset';
  return value.allowed ? 'allow' : 'deny';
}

export interface GroupPermissionControlProps {
  value: GroupPermissionValue;
  /** The permission's description, naming the radio group for assistive tech. */
  label: string;
  onChange: (value: GroupPermissionValue) => Promise<unknown>;
}

export function GroupPermissionControl({ value, label, onChange }: GroupPermissionControlProps) {
  const { t } = useTranslation(['groups', 'admin']);
  const [pending, setPending] = useState(false);

  const change = async (next: string) => {
    setPending(true);
    try {
      await onChange(next as GroupPermissionValue);
    } catch {
      notifications.show({ color: 'red', message: t('admin:permissions.updateFailed') });
    } finally {
      setPending(false);
    }
  };

  return (
    <SegmentedControl
      size="xs"
      value={value}
      disabled={pending}
      onChange={(next) => void change(next)}
      aria-label={label}
      data={[
        { value: 'allow', label: t('actionPermissions.allow') },
        { value: 'deny', label: t('actionPermissions.deny') },
        { value: 'reset', label: t('actionPermissions.reset') },
      ]}
    />
  );
}
