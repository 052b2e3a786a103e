/**
 * The upload of a social platform's thumbnail or cover file (spec 02 section 5), through the
 * fragments configuration's image upload (POST /assets) and its checks.
 */
import { useState } from 'react';
import { useAppServices } from '../../lib/app-services';
import { uploadImage } from '../fragments-config/fragments-config.api';
import { imageFileError, uploadFailure, type ImageUploadError } from '../fragments-config/image-upload';

/** The pictures the platforms take as a thumbnail or cover (spec 02 section 5). */
export const THUMBNAIL_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The thumbnail's (or cover's) file: checked (PNG, JPG or WebP within `maxBytes`) before
 * POST /assets; `onUploaded` gets the answer's URL, made absolute as the contract reads it.
 */
export function useThumbnailUpload(maxBytes: number, onUploaded: (url: string) => void) {
  const { api } = useAppServices();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<ImageUploadError | null>(null);
  const choose = async (file: File | null) => {
    if (!file) return;
    const refused = THUMBNAIL_FILE_TYPES.includes(file.type) ? imageFileError(file, maxBytes) : 'notImage';
    setError(refused);
    if (refused) return;
    setUploading(true);
    try {
      const { url } = await uploadImage(api, file);
      onUploaded(new URL(url, window.location.href).href);
    } catch (failure) {
      setError(uploadFailure(failure));
    } finally {
      setUploading(false);
    }
  };
  return { choose, uploading, error };
}
