/** featuresConfig.streamerBox: the StreamerBox device that records this station, if any. */
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNullableTextProps } from '../station-form-context';

export function StreamerBoxSection() {
  const { t } = useTranslation('platform');
  return (
    <TextInput
      {...useNullableTextProps('featuresConfig.streamerBox.deviceId')}
      label={t('features.streamerBox.deviceId')}
      description={t('features.streamerBox.deviceIdHelp')}
      spellCheck={false}
      maw={480}
    />
  );
}
