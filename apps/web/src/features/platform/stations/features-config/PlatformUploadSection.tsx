/** featuresConfig.fragments.platformUpload: the social platforms fragments may be sent to. */
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PLATFORMS } from '@antena/contract';
import { FeatureSwitch } from '../station-form-context';

export function PlatformUploadSection() {
  const { t } = useTranslation('platform');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {SOCIAL_PLATFORMS.map((platform) => (
        <FeatureSwitch
          key={platform}
          path={`featuresConfig.fragments.platformUpload.${platform}.enabled`}
          label={t(`features.platformUpload.platforms.${platform}`)}
        />
      ))}
    </SimpleGrid>
  );
}
