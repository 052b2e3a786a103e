/** The fragment (and its station) of a /fragments/s/{slug}/fragment/{id} screen, given by its layout. */
import { createContext, useContext } from 'react';
import type { Fragment, Station } from '@antena/contract';

export interface FragmentContextValue {
  fragment: Fragment;
  station: Station;
}

export const FragmentContext = createContext<FragmentContextValue | null>(null);

export function useFragmentContext(): FragmentContextValue {
  const value = useContext(FragmentContext);
  if (!value) throw new Error('useFragmentContext outside FragmentLayout');
  return value;
}
