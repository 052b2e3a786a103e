/**
 * The upload queue's state and its run (spec 03 section 4): files go one at a time, in the order
 * they were added, each to every target of the station; a failed file is marked and the next one
 * goes on. Leaving the screen aborts the upload under way.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@antena/contract/endpoints';
import { useAppServices } from '../../../lib/app-services';
import { ApiError } from '../../../lib/api-error';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { isFileTooLarge } from '../../assets/upload-validation';
import { auditKeys } from '../audit.api';
import {
  isIdMissing,
  newItem,
  splitProgress,
  uploadForm,
  type BatchStatus,
  type UploadItem,
  type UploadTarget,
} from './upload-queue';

export function useUploadQueue(stationId: string, targets: readonly UploadTarget[]) {
  const { api, config } = useAppServices();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [batch, setBatch] = useState<BatchStatus>('NOT_STARTED');
  const [override, setOverride] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const update = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const add = (files: readonly File[]) => {
    if (batch !== 'NOT_STARTED') return;
    setItems((current) => [...current, ...files.map(newItem)]);
  };

  /**
   * Items are removed or renamed only while NOT_STARTED (spec 03 section 4), and the queue is
   * fixed once the batch starts (docs/decisions.md "Audio upload queue").
   */
  const remove = (key: string) => {
    if (batch === 'NOT_STARTED') setItems((current) => current.filter((item) => item.key !== key));
  };
  const rename = (key: string, customId: string) => {
    if (batch === 'NOT_STARTED') update(key, { customId });
  };

  const reset = () => {
    if (batch === 'STARTED') return;
    setItems([]);
    setBatch('NOT_STARTED');
  };

  const uploadItem = async (item: UploadItem, signal: AbortSignal) => {
    update(item.key, { status: 'STARTED', progress: 0 });
    if (isFileTooLarge(item.file, config.assets.maxUploadMb)) {
      // spec 01 section 5: refused before sending, as the server would refuse it after.
      const path = endpoints.uploadAuditAudio.path;
      const error = new ApiError({ status: 413, code: 'ERR_PAYLOAD_TOO_LARGE', message: 'File too large', path });
      update(item.key, { status: 'ERROR', error });
      return;
    }
    let overridden = false;
    let firstError: unknown = null;
    for (const [index, target] of targets.entries()) {
      try {
        const audio = await uploadWithProgress(api, endpoints.uploadAuditAudio, {
          body: uploadForm(item.file, item.customId, target, override),
          signal,
          onProgress: (percent) => update(item.key, { progress: splitProgress(index, targets.length, percent) }),
        });
        overridden ||= audio.overridden;
      } catch (error) {
        if (signal.aborted) return;
        // One target refusing the audio does not keep it from the others.
        firstError ??= error;
      }
    }
    update(
      item.key,
      firstError ? { status: 'ERROR', error: firstError } : { status: 'COMPLETED', progress: 100, overridden },
    );
  };

  const start = async () => {
    if (batch !== 'NOT_STARTED' || items.length === 0 || items.some(isIdMissing)) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setBatch('STARTED');
    for (const item of items) {
      if (controller.signal.aborted) return;
      await uploadItem(item, controller.signal);
    }
    if (controller.signal.aborted) return;
    setBatch('COMPLETED');
    // The audios screen lists what was just uploaded: a group's audio shows on each of its stations.
    const groupWide = targets.some((target) => target.type === 'STATIONS_GROUP_AUDIO');
    void queryClient.invalidateQueries({ queryKey: groupWide ? ['audit'] : auditKeys.station(stationId) });
  };

  const pending = items.some((item) => item.status === 'NOT_STARTED' || item.status === 'STARTED');
  return { items, batch, override, setOverride, add, remove, rename, reset, start, pending };
}
