/**
 * An image of the fragments configuration (the watermark, an audiogram background): checked
 * (images only, within `maxBytes`) before POST /assets, uploaded as soon as it is chosen, then
 * shown as a preview with a remove button. The form keeps the URL the upload answers.
 */
import { useState } from 'react';
import { ActionIcon, Box, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';
import { uploadImage } from './fragments-config.api';
import { IMAGE_TYPES, imageFileError, uploadFailure, type ImageUploadError } from './image-upload';

export interface ImageUploadFieldProps {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  maxBytes: number;
  /** The form's own error (a required image). */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

export function ImageUploadField({
  label,
  value,
  onChange,
  maxBytes,
  error,
  required,
  disabled,
}: ImageUploadFieldProps) {
  const { t } = useTranslation('fragments-config');
  const { api } = useAppServices();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<ImageUploadError | null>(null);
  // An image link that no longer loads (its signed URL expired) shows a note instead of a broken image.
  const [broken, setBroken] = useState<string | null>(null);
  const mb = megabytes(maxBytes);

  const choose = async (file: File | null) => {
    if (!file) return;
    const refused = imageFileError(file, maxBytes);
    setUploadError(refused);
    if (refused) return;
    setUploading(true);
    try {
      onChange((await uploadImage(api, file)).url);
    } catch (failure) {
      setUploadError(uploadFailure(failure));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        description={t('image.hint', { mb })}
        placeholder={value ? t('image.replace') : t('image.choose')}
        accept={IMAGE_TYPES.join(',')}
        value={null}
        onChange={(file) => void choose(file)}
        leftSection={<IconPhoto size={16} />}
        error={uploadError ? t(`image.errors.${uploadError}`, { mb }) : error}
        withAsterisk={required}
        disabled={disabled || uploading}
      />
      {uploading && (
        <Text size="sm" c="dimmed" role="status">
          {t('image.uploading')}
        </Text>
      )}
      {value && (
        <Group gap="sm" align="center">
          <Box
            p={4}
            bg="var(--mantine-color-default-hover)"
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              border: '1px solid var(--mantine-color-default-border)',
            }}
          >
            {broken === value ? (
              <Text size="xs" c="dimmed" w={160} ta="center">
                {t('image.previewUnavailable')}
              </Text>
            ) : (
              <Image
                src={value}
                alt={t('image.preview', { label })}
                h={72}
                w="auto"
                fit="contain"
                onError={() => setBroken(value)}
              />
            )}
          </Box>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('image.remove', { label })}
            onClick={() => onChange(null)}
            disabled={disabled}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      )}
    </Stack>
  );
}
