import { useMutation } from '@tanstack/react-query';
import { routes } from '@antena/contract';
import { useAppServices } from '../../app/app-services';

/** POST /api/assets as multipart with the file under `file` (contract `routes.uploadAsset`). */
export function useUploadAsset() {
  const { api } = useAppServices();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.call(routes.uploadAsset, { body: form });
    },
  });
}
