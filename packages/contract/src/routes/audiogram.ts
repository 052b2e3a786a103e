import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import {
  audiogramCaptionsSchema,
  audiogramGenerateSchema,
  audiogramGenerationSchema,
  audiogramMediaUrlQuerySchema,
  audiogramMediaUrlSchema,
  audiogramSocialExportSchema,
} from '../schemas/audiogram';
import { fragmentParamsSchema } from '../schemas/fragments';
import { audiogramTargetParamsSchema, uploadRecordSchema } from '../schemas/social-export';

const FRAGMENTS = { tag: 'audiogram', service: 'fragments-api', auth: 'user' } as const;

/** spec 02 section 7 "Audiogram" (issue 34). */
export const audiogramRoutes = {
  audiogramCaptions: defineRoute({
    ...routePaths.audiogramCaptions,
    summary: "Caption words from the fragment's transcription, ms from its start",
    ...FRAGMENTS,
    params: fragmentParamsSchema,
    response: { 200: audiogramCaptionsSchema },
  }),
  generateAudiogram: defineRoute({
    ...routePaths.generateAudiogram,
    summary: 'Render the asked variants (1x1, 16x9, 9x16) with these props, one job per variant',
    ...FRAGMENTS,
    params: fragmentParamsSchema,
    body: audiogramGenerateSchema,
    response: { 200: audiogramGenerationSchema },
  }),
  audiogramMediaUrl: defineRoute({
    ...routePaths.audiogramMediaUrl,
    summary: "A signed URL of a completed variant's video (valid an hour); 409 until it is COMPLETED",
    ...FRAGMENTS,
    params: fragmentParamsSchema,
    querystring: audiogramMediaUrlQuerySchema,
    response: { 200: audiogramMediaUrlSchema },
  }),
  audiogramSocialExport: defineRoute({
    ...routePaths.audiogramSocialExport,
    summary: "Publish a completed variant to a social platform with the platform's upload form",
    ...FRAGMENTS,
    params: audiogramTargetParamsSchema,
    body: audiogramSocialExportSchema,
    response: { 201: uploadRecordSchema },
  }),
} as const;
