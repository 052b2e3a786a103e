/**
 * The export conditions (spec 03 section 5): an efficiency check that, when on, exports only a
 * report whose efficiency reaches the minimum, 0 to 100 in steps of 1 (90 when first switched
 * on), stored as a fraction. Used by the wizard and by the manual run's override.
 */
import { NumberInput, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withEfficiencyCheck, type ExportConditionValues, type FieldErrors } from '../aod-rule-form';

export interface ExportConditionsFieldsProps {
  values: ExportConditionValues;
  errors: FieldErrors;
  onChange: (values: ExportConditionValues) => void;
}

export function ExportConditionsFields({ values, errors, onChange }: ExportConditionsFieldsProps) {
  const { t } = useTranslation('aod');
  return (
    <Stack gap="md" maw={560}>
      <Switch
        label={t('conditions.efficiencyCheck')}
        description={t('conditions.efficiencyCheckHelp')}
        checked={values.efficiencyCheck}
        onChange={(event) => onChange(withEfficiencyCheck(values, event.currentTarget.checked))}
      />
      {values.efficiencyCheck && (
        <NumberInput
          label={t('conditions.minEfficiency')}
          withAsterisk
          min={0}
          max={100}
          step={1}
          allowDecimal={false}
          suffix=" %"
          value={values.minEfficiency}
          onChange={(next) => onChange({ ...values, minEfficiency: next === '' ? '' : Number(next) })}
          error={errors.minEfficiency ? t(errors.minEfficiency) : undefined}
        />
      )}
    </Stack>
  );
}
