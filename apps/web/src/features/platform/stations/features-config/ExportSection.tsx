/** featuresConfig.export: exports of logger ranges and reports. */
import { useTranslation } from 'react-i18next';
import { FeatureSwitch } from '../station-form-context';

export function ExportSection() {
  const { t } = useTranslation('platform');
  return (
    <FeatureSwitch
      path="featuresConfig.export.enabled"
      label={t('features.export.enabled')}
      description={t('features.export.enabledHelp')}
    />
  );
}
