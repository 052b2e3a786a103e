/**
 * The calls of the fragment transcription panel (spec 02 section 7, issue 18 point 5): its
 * status and entries, polled every 10 s while it has no status or is QUEUED or IN_PROGRESS
 * (section 4); start and retry; word and speaker edits; subtitle downloads.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  FRAGMENT_TRANSCRIPTION_POLL_MS,
  type DiarizeUpdate,
  type FragmentTranscription,
  type SubtitleFormat,
  type WpWordsUpdate,
} from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../../lib/api-client';

export const fragmentTranscriptionKey = (fragmentId: string) =>
  ['fragments', 'one', fragmentId, 'transcription'] as const;

/** spec 02 section 4: asked again while it has no status, or is QUEUED or IN_PROGRESS. */
export const transcriptionPending = (transcription: FragmentTranscription | undefined): boolean =>
  !transcription?.status || transcription.status === 'QUEUED' || transcription.status === 'IN_PROGRESS';

export const fragmentTranscriptionQueryOptions = (api: ApiClient, fragmentId: string) =>
  queryOptions({
    queryKey: fragmentTranscriptionKey(fragmentId),
    queryFn: ({ signal }) => api.call(endpoints.getFragmentTranscription, { params: { fragmentId }, signal }),
    refetchInterval: (query) =>
      query.state.status === 'success' && transcriptionPending(query.state.data)
        ? FRAGMENT_TRANSCRIPTION_POLL_MS
        : false,
  });

export const startFragmentTranscription = (api: ApiClient, fragmentId: string, restart: boolean) =>
  api.call(endpoints.startFragmentTranscription, {
    params: { fragmentId },
    query: restart ? { restart: '1' } : {},
  });

type Item = { fragmentId: string; transcriptionId: string };

export const updateWords = (api: ApiClient, item: Item, body: WpWordsUpdate) =>
  api.call(endpoints.updateFragmentWpWords, { params: item, body });

export const updateSpeaker = (api: ApiClient, item: Item, body: DiarizeUpdate) =>
  api.call(endpoints.updateFragmentDiarization, { params: item, body });

/** Fetches the subtitle file (all speakers, or one) and saves it as the browser's download. */
export async function downloadSubtitles(
  api: ApiClient,
  item: Item,
  format: SubtitleFormat,
  filename: string,
  speakerId?: string,
): Promise<void> {
  const body: unknown = await api.call(endpoints.fragmentSubtitles, {
    params: item,
    query: { format, download: '1', ...(speakerId ? { speakerId } : {}) },
    headers: { Accept: '*/*' },
  });
  // The client reads JSON answers as objects: written back as the file it was.
  const text = typeof body === 'string' ? body : `${JSON.stringify(body, null, 2)}\n`;
  const types: Record<SubtitleFormat, string> = {
    srt: 'application/x-subrip',
    txt: 'text/plain',
    json: 'application/json',
  };
  const url = URL.createObjectURL(new Blob([text], { type: `${types[format]};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${filename}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
