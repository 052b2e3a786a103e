/**
 * The report form's state: the stations with audit the user reaches, the user's timezone (the
 * range's days are on its clock), the values, and a Clone: with `?clone={reportId}` the saved
 * report is read (GET /reports/{id}) and its config is the form's until the user changes it.
 * `isPending` holds the form back until the stations, the timezone and the clone are known, so
 * nothing typed is lost to a late answer and the default range is today on the user's clock.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../../lib/app-services';
import { useUserTimeZone } from '../../../lib/use-date-time';
import { stationToday } from '../../audit/audit-range';
import { isAuditEnabled } from '../../audit/audit-stations';
import { mySettingsQueryOptions } from '../../settings/settings.api';
import { stationsQueryOptions } from '../../stations/stations.api';
import { savedReportQueryOptions } from './reports.api';
import { emptyReportForm, fromReportConfig, toReportConfig, type ReportFormValues } from './report-form';

export function useReportForm(cloneId: string | undefined) {
  const { api } = useAppServices();
  const timeZone = useUserTimeZone();
  const settings = useQuery(mySettingsQueryOptions(api));
  const stationsQuery = useQuery(stationsQueryOptions(api));
  const stations = useMemo(() => (stationsQuery.data ?? []).filter(isAuditEnabled), [stationsQuery.data]);
  const clone = useQuery({ ...savedReportQueryOptions(api, cloneId ?? ''), enabled: Boolean(cloneId) });
  const [edited, setValues] = useState<ReportFormValues | null>(null);

  const values = useMemo(() => {
    if (edited) return edited;
    if (clone.data)
      return fromReportConfig(
        clone.data.data.config,
        stations.map((station) => station.id),
        timeZone,
      );
    return emptyReportForm(stationToday(timeZone));
  }, [edited, clone.data, stations, timeZone]);

  // A failed settings read leaves the default timezone; a failed clone leaves an empty form.
  const isPending = stationsQuery.isPending || settings.isPending || (Boolean(cloneId) && clone.isPending);
  // The config the form stands for now: what a preview, a download and a save are of.
  const toConfig = () =>
    toReportConfig(
      values,
      stations.map((station) => station.id),
      timeZone,
    );
  return { stations, stationsQuery, timeZone, values, setValues, clone, isPending, toConfig };
}

export type ReportFormState = ReturnType<typeof useReportForm>;
