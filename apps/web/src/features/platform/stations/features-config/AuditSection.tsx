/** featuresConfig.audit: audio matches on the logger and the audit screens, and live mentions. */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeatureSwitch, useStationFormContext } from '../station-form-context';

export function AuditSection() {
  const { t } = useTranslation('platform');
  const form = useStationFormContext();
  return (
    <Stack>
      <FeatureSwitch
        path="featuresConfig.audit.enabled"
        label={t('features.audit.enabled')}
        description={t('features.audit.enabledHelp')}
      />
      <FeatureSwitch
        path="featuresConfig.audit.liveMentionsEnabled"
        label={t('features.audit.liveMentions')}
        description={t('features.audit.liveMentionsHelp')}
        disabled={!form.getValues().featuresConfig.audit.enabled}
      />
    </Stack>
  );
}
