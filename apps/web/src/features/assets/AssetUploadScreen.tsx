import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';
import { PageHeader } from '../../components/PageHeader';
import { AssetUploadForm } from './AssetUploadForm';
import { useUploadAsset } from './assets.api';

/** /assets/upload (spec 01: "a stub page with a file-upload field"). */
export function AssetUploadScreen() {
  const { t } = useTranslation('assets');
  const { config } = useAppServices();
  const upload = useUploadAsset();
  return (
    <>
      <PageHeader
        title={t('uploadTitle')}
        breadcrumbs={[
          { label: t('areas:home'), link: { to: '/' } },
          // No link: /assets opens this very screen.
          { label: t('areas:assets.title') },
          { label: t('uploadTitle') },
        ]}
      />
      <AssetUploadForm maxUploadMb={config.assets.maxUploadMb} upload={(file) => upload.mutateAsync(file)} />
    </>
  );
}
