/** The fragment edit form's values and rules (spec 02 section 5: title required; description and tags optional). */
import type { Fragment, FragmentUpdate } from '@antena/contract';

export interface FragmentEditValues {
  title: string;
  description: string;
  tags: string[];
}

export const initialFragmentEdit = (
  fragment: Pick<Fragment, 'title' | 'description' | 'tags'>,
): FragmentEditValues => ({
  title: fragment.title,
  description: fragment.description ?? '',
  tags: fragment.tags,
});

/** The rule each field breaks ('required'), for the form to word. */
export function validateFragmentEdit(
  values: FragmentEditValues,
): Partial<Record<keyof FragmentEditValues, 'required'>> {
  return values.title.trim() ? {} : { title: 'required' };
}

/** The PUT body: trimmed, an empty description as none, tags trimmed with empties dropped. */
export const fragmentEditBody = (values: FragmentEditValues): FragmentUpdate => ({
  title: values.title.trim(),
  description: values.description.trim() || null,
  tags: values.tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0),
});
