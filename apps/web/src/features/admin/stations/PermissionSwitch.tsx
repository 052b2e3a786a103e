/**
 * The allowed switch of every permission row, users' and groups' alike (spec 01 section 4:
 * toggles flip between allowed and not allowed). It waits for the server and says 'Could not
 * update permission' when it refuses. A switch the administrator may not change (from the role,
 * through a group, inherited), or one waiting for the server, is read-only, never disabled: it
 * keeps its colours, so an allowed permission still reads as allowed (issue 13.18: disabled
 * switches were too pale to read).
 */
import { useState } from 'react';
import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

export interface PermissionSwitchProps {
  checked: boolean;
  /** What is being allowed, for assistive tech (e.g. "Allow Ana Pérez"). */
  label: string;
  readOnly?: boolean;
  onToggle: (allowed: boolean) => Promise<unknown>;
}

export function PermissionSwitch({ checked, label, readOnly = false, onToggle }: PermissionSwitchProps) {
  const { t } = useTranslation('admin');
  const [pending, setPending] = useState(false);

  const toggle = async (allowed: boolean) => {
    if (readOnly || pending) return;
    setPending(true);
    try {
      await onToggle(allowed);
    } catch {
      notifications.show({ color: 'red', message: t('permissions.updateFailed') });
    } finally {
      setPending(false);
    }
  };

  return (
    <Switch
      checked={checked}
      readOnly={readOnly || pending}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      aria-label={label}
      aria-readonly={readOnly}
      aria-busy={pending}
      styles={readOnly ? { track: { cursor: 'not-allowed' }, input: { cursor: 'not-allowed' } } : undefined}
    />
  );
}
