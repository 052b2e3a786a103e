/**
 * The save and cancel buttons of every form (spec 01 section 4): save is disabled while the
 * form has errors or is submitting, reads 'Saved' until edited again, and cancelling with
 * unsaved changes asks 'Do you want to cancel? Unsaved changes will be lost.'
 */
import { Button, Group } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirm } from './ConfirmModal';

export interface FormActionsProps {
  /** The form differs from what was last saved (or loaded). */
  dirty: boolean;
  hasErrors: boolean;
  submitting: boolean;
  /** The last submit succeeded and nothing was edited since. */
  saved: boolean;
  onCancel: () => void;
  submitLabel?: string;
}

export function FormActions({ dirty, hasErrors, submitting, saved, onCancel, submitLabel }: FormActionsProps) {
  const { t } = useTranslation();

  async function cancel() {
    if (dirty && !(await confirm({ title: t('form.cancelTitle'), message: t('form.unsavedChanges') }))) return;
    onCancel();
  }

  const showSaved = saved && !dirty;
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={() => void cancel()} disabled={submitting}>
        {t('form.cancel')}
      </Button>
      <Button
        type="submit"
        loading={submitting}
        disabled={hasErrors || showSaved}
        leftSection={showSaved ? <IconCheck size={16} /> : undefined}
      >
        {showSaved ? t('form.saved') : (submitLabel ?? t('form.save'))}
      </Button>
    </Group>
  );
}
