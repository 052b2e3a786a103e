/**
 * Turns a failed write into what the operator sees: a known conflict or the server's field
 * errors beside their fields, anything else as a toast (STYLE: one helper per error kind).
 */
import { notifications } from '@mantine/notifications';
import i18n from '../../../lib/i18n';
import { isApiError } from '../../../lib/api-error';
import { serverFieldErrorText } from './form-validation';

/** The error codes a platform form shows on one of its fields. */
const FIELD_CONFLICTS: Record<string, { field: string; key: string }> = {
  ERR_SLUG_EXISTS: { field: 'slug', key: 'platform:validation.slugExists' },
  ERR_USER_EXISTS: { field: 'email', key: 'platform:validation.userExists' },
};

interface ErrorTarget {
  setFieldError: (path: string, error: string) => void;
}

/**
 * Puts a conflict or a 400's details (paths such as `body.slug`) on the form's fields, in the
 * interface language: never the server's English message.
 * Returns the paths that got an error.
 */
export function showFieldErrors(form: ErrorTarget, error: unknown): string[] {
  if (!isApiError(error)) return [];
  const conflict = FIELD_CONFLICTS[error.code];
  if (error.status === 409 && conflict) {
    form.setFieldError(conflict.field, i18n.t(conflict.key));
    return [conflict.field];
  }
  const details = error.status === 400 ? (error.details ?? []) : [];
  const onFields = details.filter((detail) => detail.path.startsWith('body.'));
  const paths = onFields.map((detail) => detail.path.slice('body.'.length));
  onFields.forEach((detail, index) => form.setFieldError(paths[index]!, serverFieldErrorText(detail.message)));
  return paths;
}

/** The toast for a failure with no field to show it on. */
export function notifyFailure(error: unknown): void {
  const unreachable = isApiError(error) && error.isNetworkError;
  notifications.show({
    color: 'red',
    message: unreachable ? i18n.t('errors:unresponsive') : i18n.t('common:form.error'),
  });
}

/** A form's failed submit: the errors beside their fields and the spec's form-failure toast. Returns the field paths. */
export function reportSubmitFailure(form: ErrorTarget, error: unknown): string[] {
  const paths = showFieldErrors(form, error);
  if (paths.length > 0) notifications.show({ color: 'red', message: i18n.t('common:form.error') });
  else notifyFailure(error);
  return paths;
}
