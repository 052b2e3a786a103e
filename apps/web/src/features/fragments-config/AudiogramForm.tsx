/**
 * The audiogram tab: the templates offered when a station's fragment becomes an audiogram video
 * (the generation itself comes in a later issue). Add, edit and remove; Save sends them all.
 */
import {
  audiogramErrors,
  defaultTemplateError,
  keepDefault,
  newTemplate,
  toAudiogramUpdate,
  toAudiogramValues,
  withDefault,
  type TemplateValues,
} from './audiogram-form';
import { AudiogramTemplateFields } from './AudiogramTemplateFields';
import { DefaultListForm, type DefaultList } from './DefaultListForm';
import type { ConfigFormProps } from './StationConfigState';

const templatesList: DefaultList<'templates', TemplateValues> = {
  field: 'templates',
  texts: 'audiogram',
  toValues: toAudiogramValues,
  toUpdate: toAudiogramUpdate,
  errors: audiogramErrors,
  defaultError: defaultTemplateError,
  // The first template is the default (spec 02 section 5: one must be).
  newItem: (templates) => newTemplate(templates.length === 0),
  withDefault,
  afterRemove: keepDefault,
  fields: (form, index) => <AudiogramTemplateFields form={form} index={index} />,
};

export function AudiogramForm(props: ConfigFormProps) {
  return <DefaultListForm list={templatesList} {...props} />;
}
