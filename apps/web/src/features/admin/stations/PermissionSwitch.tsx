/**
 * The allowed switch of one permission row (spec 01 section 4: toggles flip between allowed and
 * not allowed). It waits for the server and says 'Could not update permission' when it refuses.
 */
import { useState } from 'react';
import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

export interface PermissionSwitchProps {
  checked: boolean;
  /** What is being allowed, for assistive tech (e.g. "Allow Ana Pérez"). */
  label: string;
  disabled?: boolean;
  onToggle: (allowed: boolean) => Promise<unknown>;
}

export function PermissionSwitch({ checked, label, disabled, onToggle }: PermissionSwitchProps) {
  const { t } = useTranslation('admin');
  const [pending, setPending] = useState(false);

  const toggle = async (allowed: boolean) => {
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
      disabled={disabled || pending}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      aria-label={label}
      aria-busy={pending}
    />
  );
}
