import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@antena/contract/endpoints';
import { useAppServices } from '../../lib/app-services';

/** POST /api/assets as multipart with the file under `file` (contract `endpoints.uploadAsset`). */
export function useUploadAsset() {
  const { api } = useAppServices();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.call(endpoints.uploadAsset, { body: form });
    },
  });
}
