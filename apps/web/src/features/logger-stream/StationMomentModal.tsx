/**
 * The frame of the stream's dialogs that save something of a station's moment or range (a
 * manual audio match, a manual live mention, a fragment, the joint fragment): a centred modal
 * whose form carries its title as its name, the server's refusal above the fields, then Cancel
 * and the submit button, busy while saving (Cancel off meanwhile). Enter in a field submits, as
 * in any form; Esc and the close button close.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface StationMomentModalProps {
  title: string;
  /** The form's submit (useSaveForm). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** What the server refused, in words. */
  error?: string | null;
  labels: { cancel: string; submit: string };
  onClose(): void;
  children: ReactNode;
}

export function StationMomentModal({
  title,
  onSubmit,
  submitting,
  error,
  labels,
  onClose,
  children,
}: StationMomentModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {children}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              {labels.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              {labels.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
