import { useSuspenseQuery } from '@tanstack/react-query';
import type { MeUser } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { meUserQueryOptions } from './auth.api';

/**
 * The signed-in user (the protected layout loads it before any screen renders). While a
 * superadmin acts as someone, this is that user and `impersonator` is the superadmin.
 */
export function useCurrentUser(): MeUser {
  const { api } = useAppServices();
  return useSuspenseQuery(meUserQueryOptions(api)).data;
}
