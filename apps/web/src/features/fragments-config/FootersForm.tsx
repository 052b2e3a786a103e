/**
 * The footers tab: a station's description footers (the default one is appended to new
 * fragments' descriptions). Add, edit and remove rows; Save sends them all.
 */
import { Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX } from '@antena/contract';
import { DefaultListForm, type DefaultList } from './DefaultListForm';
import {
  defaultFootersError,
  footersErrors,
  newFooter,
  toFootersUpdate,
  toFootersValues,
  type FooterValues,
} from './footers-form';
import type { ConfigFormProps } from './StationConfigState';

/** A footer's content, under its name and default. */
function ContentField(input: TextareaProps) {
  const { t } = useTranslation('fragments-config');
  return (
    <Textarea
      label={t('footers.content')}
      maxLength={TEXT_MAX.long}
      withAsterisk
      rows={3}
      resize="vertical"
      {...input}
    />
  );
}

const footersList: DefaultList<'footers', FooterValues> = {
  field: 'footers',
  texts: 'footers',
  toValues: toFootersValues,
  toUpdate: toFootersUpdate,
  errors: footersErrors,
  defaultError: defaultFootersError,
  newItem: newFooter,
  fields: (form, index) => <ContentField {...form.getInputProps(`footers.${index}.content`)} />,
};

export function FootersForm(props: ConfigFormProps) {
  return <DefaultListForm list={footersList} {...props} />;
}
