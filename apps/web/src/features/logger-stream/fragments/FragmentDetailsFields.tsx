/**
 * What both fragment forms ask after the fragment's span (spec 02 section 5): description, tags
 * (comma separated) and the external export switch.
 */
import { TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ExternalExportSwitch } from './ExternalExportSwitch';

export interface FragmentDetailsValues {
  description: string;
  tags: string;
  doExternalExport: boolean;
}

export function FragmentDetailsFields<V extends FragmentDetailsValues>({
  form,
  stationId,
}: {
  form: UseFormReturnType<V>;
  stationId: string;
}) {
  const { t } = useTranslation('fragment-editor');
  // A form's type is invariant in its values: read this one as the fields it shares.
  const details = form as unknown as UseFormReturnType<FragmentDetailsValues>;
  return (
    <>
      <Textarea label={t('form.description')} rows={3} {...details.getInputProps('description')} />
      <TextInput label={t('form.tags')} description={t('form.tagsHelp')} {...details.getInputProps('tags')} />
      <ExternalExportSwitch
        stationId={stationId}
        checked={details.values.doExternalExport}
        onChange={(checked) => details.setFieldValue('doExternalExport', checked)}
      />
    </>
  );
}
