import { z } from 'zod';
import { text, TEXT_MAX } from '../strings';
import { MAX_TIMESTAMP_MS, MIN_TIMESTAMP_MS } from './recording';

export { SIGNED_URL_SECONDS } from '../constants';

export const assetSchema = z
  .object({
    id: z.string(),
    key: z.string(),
    url: z.string().describe('Signed, short-lived download URL'),
    filename: z.string(),
    contentType: z.string(),
    size: z.number().int().nonnegative(),
  })
  .meta({ id: 'Asset' });
export type Asset = z.infer<typeof assetSchema>;

export const mediaDownloadQuerySchema = z.object({
  expires: z.coerce
    .number()
    .int()
    .min(MIN_TIMESTAMP_MS / 1000)
    .max(MAX_TIMESTAMP_MS / 1000, 'Expected epoch seconds from 1970 to 2100-01-01')
    .describe('Expiry, epoch seconds'),
  signature: text(TEXT_MAX.url),
  filename: text().optional(),
});
