/** featuresConfig.transcription: speech to text, and speaker labels on segments and fragments. */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeatureSwitch, useStationFormContext } from '../station-form-context';

export function TranscriptionSection() {
  const { t } = useTranslation('platform');
  const form = useStationFormContext();
  const off = !form.getValues().featuresConfig.transcription.enabled;
  return (
    <Stack>
      <FeatureSwitch
        path="featuresConfig.transcription.enabled"
        label={t('features.transcription.enabled')}
        description={t('features.transcription.enabledHelp')}
      />
      <FeatureSwitch
        path="featuresConfig.transcription.diarization.segments"
        label={t('features.transcription.diarizationSegments')}
        description={t('features.transcription.diarizationSegmentsHelp')}
        disabled={off}
      />
      <FeatureSwitch
        path="featuresConfig.transcription.diarization.fragments"
        label={t('features.transcription.diarizationFragments')}
        description={t('features.transcription.diarizationFragmentsHelp')}
        disabled={off}
      />
    </Stack>
  );
}
