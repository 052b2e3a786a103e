/** The jobs of social export (issue 34). */
import { z } from 'zod';
import { defineJob } from '../../jobs/registry';
import { runUpload } from './upload-runner';

export const socialExportJobs = {
  'social.upload': defineJob({
    payload: z.object({ uploadId: z.uuid() }).strict(),
    // Uploads last minutes: a dead worker's job goes to another, which resumes the platform's session.
    queue: { retryLimit: 20, retryDelay: 20, retryBackoff: false, expireInSeconds: 3 * 3600, heartbeatSeconds: 60 },
    handler: async ({ uploadId }, ctx) => runUpload(ctx, uploadId),
  }),
};
