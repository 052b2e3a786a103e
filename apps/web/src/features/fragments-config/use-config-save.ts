/**
 * The save every tab of /admin/fragments shares (spec 02 section 8): the form's save behaviour,
 * then 'Configuración de fragmentos para {station} actualizada'; a failure is told with the
 * text of the server's error code, and the fields the server refused (its details' paths, as
 * `fieldOf` maps them to the form's) are marked.
 */
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../lib/api-error';
import { useSaveForm } from '../../lib/use-save-form';

export function useConfigSave<V, R>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the rules' type is the form's own
  form: UseFormReturnType<V, V, any>,
  options: {
    stationName: string;
    save: (values: V) => Promise<R>;
    savedValues: (result: R) => V;
    queryKey: readonly unknown[];
    fieldOf?: (detailPath: string) => string | null;
  },
) {
  const { t } = useTranslation('fragments-config');
  const queryClient = useQueryClient();
  return useSaveForm(form, {
    save: options.save,
    savedValues: options.savedValues,
    successMessage: t('saved', { station: options.stationName }),
    onSaved: (result) => queryClient.setQueryData(options.queryKey, result),
    onError: (error) => {
      notifications.show({ color: 'red', title: t('saveFailed'), message: errorText(error, t) });
      if (!isApiError(error) || !options.fieldOf) return;
      for (const detail of error.details ?? []) {
        const field = options.fieldOf(detail.path);
        if (field) form.setFieldError(field, t('errors.refused'));
      }
    },
    // Errors show on blur and on Save, so an untouched new row says what it lacks when saved.
    disableSave: 'shownErrors',
  });
}
