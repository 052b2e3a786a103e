/** featuresConfig.fragments.cfrTranscoding: constant-frame-rate copies of video fragments. */
import { useTranslation } from 'react-i18next';
import { FeatureSwitch } from '../station-form-context';

export function CfrTranscodingSection() {
  const { t } = useTranslation('platform');
  return (
    <FeatureSwitch
      path="featuresConfig.fragments.cfrTranscoding.enabled"
      label={t('features.cfrTranscoding.enabled')}
      description={t('features.cfrTranscoding.enabledHelp')}
    />
  );
}
