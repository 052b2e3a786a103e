/**
 * The schedule file import of the upload page (spec 03 sections 4 and 8): a chosen file is
 * validated at once (the server reads it into preview rows and names the bad ones), 'Procesar'
 * imports it, and a new file starts over. An answer that arrives after the user moved on (chose
 * another file, started over, left) is dropped.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdScheduleRow, PntScheduleRow, ScheduleImportResult, ScheduleRowError } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import { useAppServices } from '../../../lib/app-services';
import type { ApiClient } from '../../../lib/api-client';
import { auditKeys } from '../audit.api';
import type { ScheduleUploadEntry } from './upload-entries';

export type SchedulePreview =
  | { kind: 'ad'; rows: AdScheduleRow[]; errors: ScheduleRowError[] }
  | { kind: 'pnt'; rows: PntScheduleRow[]; errors: ScheduleRowError[] };

export type ScheduleImportState =
  | { step: 'choose' }
  | { step: 'validating'; file: File }
  | { step: 'validateFailed'; file: File; error: unknown }
  | { step: 'preview'; file: File; preview: SchedulePreview; importing: boolean; importError: unknown }
  | { step: 'imported'; file: File; preview: SchedulePreview; result: ScheduleImportResult };

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

async function validate(
  api: ApiClient,
  entry: ScheduleUploadEntry,
  stationId: string,
  file: File,
  signal: AbortSignal,
) {
  const call = { params: { id: stationId }, body: fileForm(file), signal };
  if (entry === 'pnt-schedules-csv') {
    const answer = await api.call(endpoints.validatePntSchedules, call);
    return { kind: 'pnt', ...answer } satisfies SchedulePreview;
  }
  const endpoint = entry === 'ad-schedules-plk' ? endpoints.parsePlkSchedules : endpoints.parseAscSchedules;
  const answer = await api.call(endpoint, call);
  return { kind: 'ad', ...answer } satisfies SchedulePreview;
}

/**
 * Ad schedules go back as the rows the parse answered (the server checks them again); a PNT
 * file goes again as the file, since its import reads the file itself.
 */
function importPreview(api: ApiClient, stationId: string, file: File, preview: SchedulePreview, signal: AbortSignal) {
  const params = { id: stationId };
  if (preview.kind === 'pnt') return api.call(endpoints.importPntSchedules, { params, body: fileForm(file), signal });
  return api.call(endpoints.createScheduleBatch, { params, body: { rows: preview.rows }, signal });
}

/** Whether 'Procesar' can run: rows to import, and for a PNT file no bad rows (the server would refuse it whole). */
export function canImport(preview: SchedulePreview): boolean {
  return preview.rows.length > 0 && (preview.kind === 'ad' || preview.errors.length === 0);
}

export function useScheduleImport(entry: ScheduleUploadEntry, stationId: string) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ScheduleImportState>({ step: 'choose' });
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  /** A fresh signal for the next call; whatever was under way no longer counts. */
  const nextSignal = () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    return controller.signal;
  };

  const choose = async (file: File | null) => {
    if (!file) return;
    const signal = nextSignal();
    setState({ step: 'validating', file });
    try {
      const preview = await validate(api, entry, stationId, file, signal);
      if (!signal.aborted) setState({ step: 'preview', file, preview, importing: false, importError: null });
    } catch (error) {
      if (!signal.aborted) setState({ step: 'validateFailed', file, error });
    }
  };

  const retry = () => {
    if (state.step === 'validateFailed') void choose(state.file);
  };

  const runImport = async () => {
    if (state.step !== 'preview' || state.importing || !canImport(state.preview)) return;
    const { file, preview } = state;
    const signal = nextSignal();
    setState({ step: 'preview', file, preview, importing: true, importError: null });
    try {
      const result = await importPreview(api, stationId, file, preview, signal);
      if (signal.aborted) return;
      setState({ step: 'imported', file, preview, result });
      // The schedule lists and statuses of the station now have more to show.
      void queryClient.invalidateQueries({ queryKey: auditKeys.station(stationId) });
    } catch (error) {
      if (!signal.aborted) setState({ step: 'preview', file, preview, importing: false, importError: error });
    }
  };

  const reset = () => {
    controllerRef.current?.abort();
    setState({ step: 'choose' });
  };

  return { state, choose, retry, runImport, reset };
}
