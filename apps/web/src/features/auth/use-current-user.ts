import { useSuspenseQuery } from '@tanstack/react-query';
import type { User } from '@antena/contract';
import { useAppServices } from '../../app/app-services';
import { meUserQueryOptions } from './auth.api';

/** The signed-in user; the protected layout loads it before any screen renders. */
export function useCurrentUser(): User {
  const { api } = useAppServices();
  return useSuspenseQuery(meUserQueryOptions(api)).data;
}
