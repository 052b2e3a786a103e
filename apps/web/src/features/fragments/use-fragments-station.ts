/** The station of a /fragments/s/{slug} screen, from the user's stations the protected layout loaded. */
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../lib/app-services';
import { stationsQueryOptions } from '../stations/stations.api';

export function useFragmentsStation(slug: string) {
  const { api } = useAppServices();
  const stations = useQuery(stationsQueryOptions(api));
  return { stations, station: stations.data?.find((candidate) => candidate.slug === slug) };
}
