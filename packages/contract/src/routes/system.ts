import { z } from 'zod';
import { text, TEXT_MAX } from '../strings';
import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import { assetSchema, mediaDownloadQuerySchema } from '../schemas/assets';
import { clientConfigSchema, mediaTokenSchema, versionResponseSchema } from '../schemas/system';
import { userSettingsSchema } from '../schemas/settings';
import { meUserQuerySchema, meUserSchema } from '../schemas/users';
import { featureFlagsSchema } from '../schemas/feature-flags';

/** System, session, settings, assets and media calls. */
export const systemRoutes = {
  version: defineRoute({
    ...routePaths.version,
    summary: 'Product version, checked by the web app at start-up',
    tag: 'system',
    auth: 'public',
    response: { 200: versionResponseSchema },
  }),
  clientConfig: defineRoute({
    ...routePaths.clientConfig,
    summary: 'Start-up configuration of the web app (identity provider, error reporting, limits)',
    tag: 'system',
    auth: 'public',
    response: { 200: clientConfigSchema },
  }),
  meUser: defineRoute({
    ...routePaths.meUser,
    summary: 'The signed-in user, with client and group',
    tag: 'auth',
    auth: 'user',
    querystring: meUserQuerySchema,
    response: { 200: meUserSchema },
  }),
  logInAs: defineRoute({
    ...routePaths.logInAs,
    summary: "Records in the admin audit log that a superadmin started acting as the X-Auth-As user ('Log in as')",
    tag: 'auth',
    auth: 'user',
    response: { 204: z.null() },
  }),
  clearUser: defineRoute({
    ...routePaths.clearUser,
    summary: "Records in the admin audit log that a superadmin stops acting as the X-Auth-As user ('Clear user')",
    tag: 'auth',
    auth: 'user',
    response: { 204: z.null() },
  }),
  mediaToken: defineRoute({
    ...routePaths.mediaToken,
    summary: 'A short-lived token for media URLs (`access_token`), so the access token never travels in a URL',
    tag: 'auth',
    auth: 'user',
    response: { 200: mediaTokenSchema },
  }),
  mySettings: defineRoute({
    ...routePaths.mySettings,
    summary: "The signed-in user's settings (timezone)",
    tag: 'settings',
    auth: 'user',
    response: { 200: userSettingsSchema },
  }),
  updateMySettings: defineRoute({
    ...routePaths.updateMySettings,
    summary: "Change the signed-in user's settings",
    tag: 'settings',
    auth: 'user',
    body: userSettingsSchema,
    response: { 200: userSettingsSchema },
  }),
  uploadAsset: defineRoute({
    ...routePaths.uploadAsset,
    summary: 'Upload a file (multipart form, field `file`) and get its stored URL',
    tag: 'assets',
    service: 'assets',
    auth: 'user',
    multipart: true,
    response: { 201: assetSchema },
  }),
  downloadMedia: defineRoute({
    ...routePaths.downloadMedia,
    summary: 'Download a stored object through a signed, short-lived URL (HTTP range supported)',
    tag: 'media',
    auth: 'public',
    params: z.object({ '*': text(TEXT_MAX.url) }),
    querystring: mediaDownloadQuerySchema,
    produces: ['application/octet-stream'],
  }),
  featureFlags: defineRoute({
    ...routePaths.featureFlags,
    summary: "The feature flags of the caller's client, evaluated through OpenFeature",
    tag: 'system',
    auth: 'user',
    response: { 200: featureFlagsSchema },
  }),
} as const;
