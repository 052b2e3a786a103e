/**
 * The report form's state: the stations with audit the user reaches, the user's timezone (the
 * range's days are on its clock), the values, and a Clone: with `?clone={reportId}` in the
 * address the saved report is read (GET /reports/{id}) and its config fills the form once.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../app/app-services';
import { useUserTimeZone } from '../../lib/use-date-time';
import { stationToday } from '../audit/audit-range';
import { isAuditEnabled } from '../audit/audit-stations';
import { stationsQueryOptions } from '../stations/stations.api';
import { savedReportQueryOptions } from './reports.api';
import { emptyReportForm, fromReportConfig, type ReportFormValues } from './report-form';

export function useReportForm(cloneId: string | undefined) {
  const { api } = useAppServices();
  const timeZone = useUserTimeZone();
  const stationsQuery = useQuery(stationsQueryOptions(api));
  const stations = useMemo(() => (stationsQuery.data ?? []).filter(isAuditEnabled), [stationsQuery.data]);
  const [values, setValues] = useState<ReportFormValues>(() => emptyReportForm(stationToday(timeZone)));
  const clone = useQuery({ ...savedReportQueryOptions(api, cloneId ?? ''), enabled: Boolean(cloneId) });
  const clonedFrom = useRef<string | null>(null);

  useEffect(() => {
    if (!clone.data || !stationsQuery.data || clonedFrom.current === clone.data.id) return;
    clonedFrom.current = clone.data.id;
    setValues(
      fromReportConfig(
        clone.data.data.config,
        stations.map((station) => station.id),
        timeZone,
      ),
    );
  }, [clone.data, stationsQuery.data, stations, timeZone]);

  return { stations, stationsQuery, timeZone, values, setValues, clone };
}
