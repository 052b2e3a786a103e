/** One group with its users, telling a missing group apart from a failed load. */
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../../lib/app-services';
import { isApiError } from '../../../lib/api-error';
import { groupQueryOptions } from './groups.api';

export function useGroup(id: string | undefined) {
  const { api } = useAppServices();
  const query = useQuery({ ...groupQueryOptions(api, id ?? ''), enabled: id !== undefined });
  // An id that is not a uuid is refused with 400: for the user it is a group that does not exist.
  const notFound =
    query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  return { query, notFound };
}
