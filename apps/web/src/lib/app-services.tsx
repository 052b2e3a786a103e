/** The start-up services (API client, auth, configuration) as a React context for screens. */
import { createContext, useContext, type ReactNode } from 'react';
import type { ClientConfig } from '@antena/contract';
import type { ApiClient } from './api-client';
import type { AuthService } from '../features/auth/auth.service';

export interface AppServices {
  api: ApiClient;
  auth: AuthService;
  config: ClientConfig;
  version: string;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs an AppServicesProvider');
  return services;
}
