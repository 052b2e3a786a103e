import { z } from 'zod';

export const versionResponseSchema = z.object({ version: z.string() }).meta({ id: 'Version' });

/**
 * What the web app needs to start (spec 01 section 1: environment name, error-reporting key,
 * API root, authentication domain, audience and client id). Served by the server so one build
 * of the web app runs in every environment.
 */
export const clientConfigSchema = z
  .object({
    environment: z.string(),
    /** The one address Antena is used at (the web app moves there from any other); null: any address. */
    publicUrl: z.string().nullable(),
    apiRoot: z.string(),
    auth: z.object({
      authority: z.string(),
      clientId: z.string(),
      audience: z.string(),
      providerName: z.string(),
      scope: z.string(),
    }),
    sentry: z.object({ dsn: z.string().nullable(), environment: z.string() }),
    assets: z.object({ maxUploadMb: z.number().int().positive() }),
    links: z.object({ contact: z.string(), privacy: z.string() }),
    /** spec 01 section 5: e-mail domains whose users sign in through a social login. */
    socialLoginDomains: z.array(z.string()),
  })
  .meta({ id: 'ClientConfig' });
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/**
 * A media token: what the web app puts in `access_token` on media URLs instead of its access
 * token. It reads only the calls that take `access_token` (GET), for minutes, with the caller's
 * current permissions at each request.
 */
export const mediaTokenSchema = z
  .object({
    token: z.string(),
    expiresAt: z.number().int().describe('Epoch milliseconds'),
  })
  .meta({ id: 'MediaToken' });
export type MediaToken = z.infer<typeof mediaTokenSchema>;
