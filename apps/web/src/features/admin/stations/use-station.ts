/** One station by slug, telling a missing station ('Station not found') apart from a failed load. */
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../../lib/app-services';
import { isApiError } from '../../../lib/api-error';
import { stationQueryOptions } from '../../stations/stations.api';

export function useStation(slug: string) {
  const { api } = useAppServices();
  const query = useQuery(stationQueryOptions(api, slug));
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  return { query, notFound };
}
