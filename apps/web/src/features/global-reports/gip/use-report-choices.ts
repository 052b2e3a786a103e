/**
 * The choice lists of the report form (spec 03 section 5): advertisers need stations,
 * campaigns need stations and advertisers, versions need all three; the custom fields are the
 * chosen stations'. A list is asked for only once its parents are chosen.
 */
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../../lib/app-services';
import { gipChoicesQueryOptions, gipCustomFieldsQueryOptions, type ChoicesScope } from './reports.api';
import { reportBounds, stationsParam, type ReportFormValues } from './report-form';

export function useReportChoices(values: ReportFormValues, allStationIds: readonly string[], timeZone: string) {
  const { api } = useAppServices();
  const hasStations = values.stationsIds.length > 0;
  const hasAdvertisers = hasStations && values.advertisers.length > 0;
  const hasCampaigns = hasAdvertisers && values.campaigns.length > 0;
  const stationsIds = stationsParam(values.stationsIds, allStationIds);
  const scope: ChoicesScope = { stationsIds, ...reportBounds(values, timeZone) };

  const advertisers = useQuery(gipChoicesQueryOptions(api, 'advertisers', scope, hasStations));
  const campaigns = useQuery(
    gipChoicesQueryOptions(api, 'campaigns', { ...scope, advertisers: values.advertisers }, hasAdvertisers),
  );
  const versions = useQuery(
    gipChoicesQueryOptions(
      api,
      'versions',
      { ...scope, advertisers: values.advertisers, campaigns: values.campaigns },
      hasCampaigns,
    ),
  );
  const customFields = useQuery(gipCustomFieldsQueryOptions(api, stationsIds, hasStations));
  return { hasStations, hasAdvertisers, hasCampaigns, advertisers, campaigns, versions, customFields };
}

/** The options a multi-select offers: what the server answered plus what is chosen (a Clone's, an order's). */
export const choiceOptions = (offered: readonly string[] | undefined, chosen: readonly string[]): string[] => [
  ...new Set([...(offered ?? []), ...chosen]),
];
