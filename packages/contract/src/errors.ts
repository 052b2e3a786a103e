import { z } from 'zod';
import { ERROR_CODES, GATED_FEATURES } from './error-codes';

export const errorCodeSchema = z.enum(ERROR_CODES);

export const errorDetailSchema = z.object({
  path: z.string().describe('Dotted path of the offending field, e.g. `body.email`'),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** The one JSON shape of every error answer. */
export const errorBodySchema = z
  .object({
    statusCode: z.number().int(),
    /** One of ERROR_CODES: the web app shows the text of the code in the user's language. */
    code: errorCodeSchema,
    /** English, for logs and API callers; screens show the code's translation instead. */
    message: z.string(),
    details: z.array(errorDetailSchema).optional(),
    /** With `ERR_FEATURE_NOT_ENABLED`: the feature that is off. */
    feature: z.enum(GATED_FEATURES).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
