/**
 * The messages of the fragments configuration forms, as keys of the `fragments-config`
 * namespace's `errors` (spec 02 section 5). Rules answer keys; the forms translate them.
 */
export type ConfigError =
  'required' | 'oneDefaultFooter' | 'templateDefault' | 'variantsRequired' | 'padding' | 'opacity' | 'url';

export type ConfigErrors = Record<string, ConfigError>;

export const isBlank = (value: string | null | undefined) => !value?.trim();

let nextKey = 0;
/** Tells list rows apart while their names are typed (React keys, remove buttons). */
export const newRowKey = () => `row-${(nextKey += 1)}`;
