/** featuresConfig.videoAnalysis: OCR of lower thirds and detection of ad overlays on video. */
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeatureSwitch, useStationFormContext } from '../station-form-context';

export function VideoAnalysisSection() {
  const { t } = useTranslation('platform');
  const form = useStationFormContext();
  const { format, featuresConfig } = form.getValues();
  const off = !featuresConfig.videoAnalysis.enabled;
  return (
    <Stack>
      {format !== 'mpegts' && (
        <Alert color="blue" variant="light">
          {t('features.videoAnalysis.videoOnly')}
        </Alert>
      )}
      <FeatureSwitch
        path="featuresConfig.videoAnalysis.enabled"
        label={t('features.videoAnalysis.enabled')}
        description={t('features.videoAnalysis.enabledHelp')}
      />
      <FeatureSwitch
        path="featuresConfig.videoAnalysis.lowerThird.enabled"
        label={t('features.videoAnalysis.lowerThird')}
        description={t('features.videoAnalysis.lowerThirdHelp')}
        disabled={off}
      />
      <FeatureSwitch
        path="featuresConfig.videoAnalysis.adOverlays.enabled"
        label={t('features.videoAnalysis.adOverlays')}
        description={t('features.videoAnalysis.adOverlaysHelp')}
        disabled={off}
      />
    </Stack>
  );
}
