/** The job of fragment transcription (issue 18 point 5; see transcribe-fragment.ts). */
import { z } from 'zod';
import { defineJob } from '../../jobs/registry';
import { transcribeFragment } from './transcribe-fragment';

export const fragmentTranscriptionJobs = {
  // A user waits on the panel (polled every 10 s): picked up within seconds.
  'fragments.transcribe': defineJob({
    payload: z.object({ transcriptionId: z.uuid(), attempt: z.number().int().min(1) }).strict(),
    work: { pollingIntervalSeconds: 2, localConcurrency: 1 },
    handler: async (payload, ctx) => transcribeFragment(ctx, payload),
  }),
};
