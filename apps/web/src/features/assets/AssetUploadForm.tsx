/** The upload field of /assets/upload: size check before sending, progress, then the stored URL. */
import { useState } from 'react';
import { Alert, Anchor, Button, FileInput, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Asset } from '@antena/contract';
import { CopyButton } from '../../components/CopyButton';
import { errorText } from '../../lib/api-error';
import { isFileTooLarge, isPayloadTooLarge } from './upload-validation';

export interface AssetUploadFormProps {
  maxUploadMb: number;
  upload: (file: File) => Promise<Asset>;
}

export function AssetUploadForm({ maxUploadMb, upload }: AssetUploadFormProps) {
  const { t } = useTranslation('assets');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [asset, setAsset] = useState<Asset | null>(null);
  const tooLarge = t('tooLarge', { n: maxUploadMb });

  const choose = (next: File | null) => {
    setAsset(null);
    setFile(next);
    setError(next && isFileTooLarge(next, maxUploadMb) ? tooLarge : null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file || error) return;
    setUploading(true);
    try {
      setAsset(await upload(file));
      setFile(null);
    } catch (failure) {
      setError(isPayloadTooLarge(failure) ? tooLarge : t('failed', { message: errorText(failure, t) }));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <form onSubmit={(event) => void submit(event)} aria-label={t('formLabel')}>
        <Stack>
          <FileInput
            label={t('fileLabel')}
            description={t('maxSize', { n: maxUploadMb })}
            placeholder={t('placeholder')}
            value={file}
            onChange={choose}
            error={error}
            clearable
            clearButtonProps={{ 'aria-label': t('clear') }}
            disabled={uploading}
          />
          {uploading && (
            <Stack gap={4} role="status" aria-live="polite">
              <Text size="sm">{t('uploading')}</Text>
              <Progress value={100} animated striped aria-label={t('uploading')} />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconUpload size={16} />}
              disabled={!file || Boolean(error)}
              loading={uploading}
            >
              {t('submit')}
            </Button>
          </Group>
          {asset && (
            <Alert color="teal" icon={<IconCheck />} title={t('done')} role="status">
              <Group gap="xs" wrap="nowrap">
                <Anchor href={asset.url} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
                  {asset.filename}
                </Anchor>
                <CopyButton value={new URL(asset.url, window.location.origin).toString()} label={t('copyUrl')} />
              </Group>
              <Text size="xs" c="dimmed" mt={4}>
                {asset.contentType} · {t('size', { size: asset.size })}
              </Text>
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
