/**
 * The AOD rule wizard (spec 03 section 4): basic info, report config, export options, export
 * conditions, review. Next checks the step's fields and shows their errors beside them; back
 * keeps what was entered; changing the report type clears the later steps. The review creates the
 * rule, or updates it, and then opens its view.
 */
import { useCallback, useState } from 'react';
import { Button, Group, Paper, Stack, Stepper, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AodRule } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { useUserTimeZone } from '../../../lib/use-date-time';
import { aodKeys, createAodRule, updateAodRule } from '../aod.api';
import {
  AOD_STEPS,
  hasErrors,
  stepErrors,
  toRuleInput,
  withReportType,
  type AodRuleValues,
  type ExportOptionValues,
} from '../aod-rule-form';
import { BasicSummary, ExportConditionsSummary, ExportOptionsSummary, ReportConfigSummary } from '../RuleSummary';
import { BasicInfoStep } from './BasicInfoStep';
import { ExportConditionsFields } from './ExportConditionsFields';
import { ExportOptionsStep, usePathFormats } from './ExportOptionsStep';
import { ReportConfigStep } from './ReportConfigStep';

export interface AodRuleWizardProps {
  initialValues: AodRuleValues;
  /** The rule being edited; a new one otherwise. */
  ruleId?: string;
}

export function AodRuleWizard({ initialValues, ruleId }: AodRuleWizardProps) {
  const { t } = useTranslation('aod');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timeZone = useUserTimeZone();
  const { formats } = usePathFormats();
  const [values, setValues] = useState(initialValues);
  const [active, setActive] = useState(0);
  /** Steps whose errors show: those the user tried to leave with Next. */
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const step = AOD_STEPS[active]!;
  const errors = checked.has(active) ? stepErrors(step, values, formats) : {};

  const save = useMutation({
    mutationFn: () => {
      const input = toRuleInput(values, timeZone);
      return ruleId ? updateAodRule(api, ruleId, input) : createAodRule(api, input);
    },
    onSuccess: (rule: AodRule) => {
      notifications.show({ color: 'teal', message: t(ruleId ? 'notify.updated' : 'notify.created') });
      queryClient.setQueryData(aodKeys.rule(rule.id), rule);
      void queryClient.invalidateQueries({ queryKey: aodKeys.rules() });
      void navigate({ to: '/audit/aod/rules/$ruleId', params: { ruleId: rule.id } });
    },
    onError: () => {
      notifications.show({ color: 'red', message: t(ruleId ? 'notify.updateFailed' : 'notify.createFailed') });
    },
  });

  const next = () => {
    setChecked((current) => new Set(current).add(active));
    if (hasErrors(stepErrors(step, values, formats))) return;
    setActive((current) => Math.min(current + 1, AOD_STEPS.length - 1));
  };
  const back = () => setActive((current) => Math.max(current - 1, 0));
  const change =
    <K extends keyof AodRuleValues>(part: K) =>
    (next: AodRuleValues[K]) =>
      setValues((current) => ({ ...current, [part]: next }));
  const changeExportOptions = useCallback(
    (next: ExportOptionValues) => setValues((current) => ({ ...current, exportOptions: next })),
    [],
  );

  return (
    <Paper withBorder p="lg">
      <Stepper
        active={active}
        size="sm"
        allowNextStepsSelect={false}
        onStepClick={(index) => index < active && setActive(index)}
      >
        <Stepper.Step label={t('wizard.steps.basic')}>
          <BasicInfoStep
            values={values.basic}
            errors={errors}
            onChange={change('basic')}
            onReportTypeChange={(reportType) => {
              setValues((current) => withReportType(current, reportType));
              // The later steps start over: their errors show again only once Next is tried there.
              setChecked((current) => new Set([...current].filter((index) => index === 0)));
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={t('wizard.steps.reportConfig')}>
          <ReportConfigStep
            values={values.reportConfig}
            errors={errors}
            onChange={change('reportConfig')}
            timeZone={timeZone}
          />
        </Stepper.Step>
        <Stepper.Step label={t('wizard.steps.exportOptions')}>
          <ExportOptionsStep values={values.exportOptions} errors={errors} onChange={changeExportOptions} />
        </Stepper.Step>
        <Stepper.Step label={t('wizard.steps.exportConditions')}>
          <ExportConditionsFields
            values={values.exportConditions}
            errors={errors}
            onChange={change('exportConditions')}
          />
        </Stepper.Step>
        <Stepper.Step label={t('wizard.steps.review')}>
          <Stack gap="lg">
            {(
              [
                ['basic', BasicSummary],
                ['reportConfig', ReportConfigSummary],
                ['exportOptions', ExportOptionsSummary],
                ['exportConditions', ExportConditionsSummary],
              ] as const
            ).map(([part, Summary]) => (
              <Stack key={part} gap="xs">
                <Title order={3} size="h5">
                  {t(`wizard.steps.${part}`)}
                </Title>
                <Summary values={values} />
              </Stack>
            ))}
          </Stack>
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between" mt="xl">
        <Button variant="default" onClick={back} disabled={active === 0 || save.isPending}>
          {t('wizard.back')}
        </Button>
        {step === 'review' ? (
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            {t(ruleId ? 'wizard.update' : 'wizard.create')}
          </Button>
        ) : (
          <Button onClick={next}>{t('wizard.next')}</Button>
        )}
      </Group>
    </Paper>
  );
}
