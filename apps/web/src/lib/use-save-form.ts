/**
 * The save behaviour every form repeats (spec 01 section 4): submit the values, hold what was
 * saved as the new unchanged state (so Save reads 'Saved' until the next edit and Cancel no
 * longer warns), say so in a toast, and on failure show the spec's form error unless the form
 * reads the failure itself (field errors from the server).
 */
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import i18n from './i18n';

export interface SaveFormOptions<V, R> {
  save: (values: V) => Promise<R>;
  /** The values to hold once saved (what the server answered); the submitted ones by default. */
  savedValues?: (result: R, values: V) => V;
  /** The success toast ('User updated', or one made from the answer); none when absent. */
  successMessage?: string | ((result: R) => string);
  onSaved?: (result: R) => void;
  /** Replaces the default 'An error ocurred. Please check all fields and try again' toast. */
  onError?: (error: unknown) => void;
  /** The values failed validation and nothing was sent (to show where the errors are). */
  onInvalid?: (errors: FormErrors) => void;
  /**
   * What disables Save: any invalid value (the default, for forms validated as they are typed), or
   * only an error shown (forms validated on blur: an untouched new form may press Save and see them all).
   */
  disableSave?: 'invalid' | 'shownErrors';
}

export function useSaveForm<V, R>(
  // The validation rules' type is the form's own business.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturnType<V, V, any>,
  options: SaveFormOptions<V, R>,
) {
  const [saved, setSaved] = useState(false);
  const submit = form.onSubmit(async (values) => {
    const { successMessage } = options;
    try {
      const result = await options.save(values);
      const next = options.savedValues?.(result, values) ?? values;
      form.setInitialValues(next);
      form.setValues(next);
      form.resetDirty(next);
      setSaved(true);
      const message = typeof successMessage === 'function' ? successMessage(result) : successMessage;
      if (message) notifications.show({ color: 'teal', message });
      options.onSaved?.(result);
    } catch (error) {
      if (options.onError) options.onError(error);
      else notifications.show({ color: 'red', message: i18n.t('common:form.error') });
    }
  }, options.onInvalid);
  /** The props of FormActions, but for onCancel. */
  const hasErrors = options.disableSave === 'shownErrors' ? Object.keys(form.errors).length > 0 : !form.isValid();
  const state = { dirty: form.isDirty(), hasErrors, submitting: form.submitting, saved };
  return { submit, state };
}
