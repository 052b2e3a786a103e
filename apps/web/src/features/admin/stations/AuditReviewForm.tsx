/**
 * The station's audit review thresholds (issue 33 point 4), edited by a client admin beside the
 * language: matches scoring under the first, and detected live mentions whose confidence in % is
 * under the second, wait for review instead of counting in reports. 0 makes nothing wait.
 */
import { NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { REVIEW_THRESHOLD_MAX, type AuditReview, type Station } from '@antena/contract';
import { FormActions } from '../../../components/FormActions';
import { useSaveForm } from '../../../lib/use-save-form';

export interface AuditReviewFormProps {
  station: Station;
  save: (auditReview: AuditReview) => Promise<unknown>;
  onCancel: () => void;
}

const inRange = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= REVIEW_THRESHOLD_MAX;

export function AuditReviewForm({ station, save, onCancel }: AuditReviewFormProps) {
  const { t } = useTranslation(['finding-review', 'stations']);
  const form = useForm<AuditReview>({
    initialValues: station.auditReview,
    validate: {
      matchThreshold: (value) => (inRange(value) ? null : t('settings.outOfRange')),
      mentionThreshold: (value) => (inRange(value) ? null : t('settings.outOfRange')),
    },
    validateInputOnChange: true,
  });
  const { submit, state } = useSaveForm(form, { save, successMessage: t('stations:edit.updated') });
  const mentions = station.featuresConfig.audit.liveMentionsEnabled;

  return (
    <Paper withBorder p="lg" radius="md" maw={520}>
      <form onSubmit={submit} aria-label={t('settings.title')} noValidate>
        <Stack>
          <div>
            <Title order={3} size="h4">
              {t('settings.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('settings.help')}
            </Text>
          </div>
          <NumberInput
            label={t('settings.matchThreshold')}
            description={t('settings.matchThresholdHelp')}
            min={0}
            max={REVIEW_THRESHOLD_MAX}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('matchThreshold')}
          />
          {mentions && (
            <NumberInput
              label={t('settings.mentionThreshold')}
              description={t('settings.mentionThresholdHelp')}
              min={0}
              max={REVIEW_THRESHOLD_MAX}
              allowDecimal={false}
              allowNegative={false}
              suffix=" %"
              {...form.getInputProps('mentionThreshold')}
            />
          )}
          <FormActions {...state} onCancel={onCancel} />
        </Stack>
      </form>
    </Paper>
  );
}
