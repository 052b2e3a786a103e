/**
 * After a permission changes, the row the server answered replaces the old one at once (no
 * flicker), then every admin query refetches: a group's station changes what its users reach.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

export function usePermissionUpdate<T>(queryKey: QueryKey, sameRow: (row: T, updated: T) => boolean) {
  const queryClient = useQueryClient();
  return async (updated: T) => {
    queryClient.setQueryData<T[]>(queryKey, (rows) => rows?.map((row) => (sameRow(row, updated) ? updated : row)));
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
  };
}
