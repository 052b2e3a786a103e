/** The station the audit screens under /audit/s/{slug} show, given by their layout. */
import { createContext, useContext } from 'react';
import type { Station } from '@antena/contract';

export const AuditStationContext = createContext<Station | null>(null);

export function useAuditStation(): Station {
  const station = useContext(AuditStationContext);
  if (!station) throw new Error('useAuditStation outside AuditStationLayout');
  return station;
}
