/** Confirmation before destructive actions (STYLE: every destructive action asks for confirmation). */
import { modals } from '@mantine/modals';
import { Text } from '@mantine/core';
import i18n from '../lib/i18n';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for deletions. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
}

export function openConfirmModal({
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  onConfirm,
  onCancel,
}: ConfirmOptions): string {
  return modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel ?? i18n.t('confirm.confirm'), cancel: cancelLabel ?? i18n.t('confirm.cancel') },
    confirmProps: danger ? { color: 'red' } : {},
    onConfirm,
    ...(onCancel ? { onCancel } : {}),
  });
}

/** The same as a promise: resolves true on confirm, false on cancel or close. */
export function confirm(options: Omit<ConfirmOptions, 'onConfirm' | 'onCancel'>): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (!settled) resolve(value);
      settled = true;
    };
    modals.openConfirmModal({
      title: options.title,
      centered: true,
      children: <Text size="sm">{options.message}</Text>,
      labels: {
        confirm: options.confirmLabel ?? i18n.t('confirm.confirm'),
        cancel: options.cancelLabel ?? i18n.t('confirm.cancel'),
      },
      confirmProps: options.danger ? { color: 'red' } : {},
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
