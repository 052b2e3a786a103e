/**
 * The station form shared with its sections through context, so each section file takes only
 * what it shows. Also the two field shapes the sections repeat: a feature switch, and a text
 * field whose empty value is null in the contract.
 */
import { Switch } from '@mantine/core';
import { createFormContext } from '@mantine/form';
import { emptyToNull } from '../shared/form-validation';
import type { StationFormValues } from './station-form-values';

export const [StationFormProvider, useStationFormContext, useStationForm] = createFormContext<StationFormValues>();

export interface FeatureSwitchProps {
  /** A boolean path under the form values, e.g. `featuresConfig.audit.enabled`. */
  path: string;
  label: string;
  description?: string | undefined;
  disabled?: boolean | undefined;
}

/** A sub-feature's switch under a parent that is off reads off: that is what the station does. */
export function FeatureSwitch({ path, label, description, disabled }: FeatureSwitchProps) {
  const form = useStationFormContext();
  const input = form.getInputProps(path, { type: 'checkbox' });
  return (
    <Switch
      {...input}
      checked={disabled ? false : input.checked === true}
      label={label}
      description={description}
      disabled={disabled}
    />
  );
}

/** Props for a TextInput bound to a `string | null` path: shows '' for null, stores null for ''. */
export function useNullableTextProps(path: string) {
  const form = useStationFormContext();
  const value = form.getValues() as unknown;
  const current = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], value);
  return {
    value: typeof current === 'string' ? current : '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(path, emptyToNull(event.currentTarget.value) as never),
    onBlur: () => form.validateField(path),
    error: form.errors[path],
  };
}
