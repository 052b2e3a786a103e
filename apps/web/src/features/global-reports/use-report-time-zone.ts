/**
 * The timezone a global report reads its range on and writes its file with: the user's setting
 * until another is chosen. `ready` once the setting has answered (or failed), so a report shown
 * on open does not run on the default zone a moment before the user's arrives.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIMEZONE } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { mySettingsQueryOptions } from '../settings/settings.api';

export function useReportTimeZone() {
  const { api } = useAppServices();
  const settings = useQuery(mySettingsQueryOptions(api));
  const [chosen, setChosen] = useState<string | null>(null);
  return {
    timezone: chosen ?? settings.data?.timezone ?? DEFAULT_TIMEZONE,
    ready: chosen !== null || !settings.isPending,
    choose: setChosen,
  };
}
