import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import {
  connectionPlatformParamsSchema,
  dailymotionCredentialsSchema,
  dailymotionStationParamsSchema,
  integrationStateSchema,
  integrationStatesSchema,
  socialCallbackQuerySchema,
  socialLoginParamsSchema,
  socialLoginQuerySchema,
  stationConnectionParamsSchema,
  uploadParamsSchema,
  uploadRecordSchema,
  uploadsByKeysQuerySchema,
  uploadsByKeysSchema,
  uploadsPageSchema,
  uploadsQuerySchema,
  uploadStartSchema,
  uploadStatusSchema,
} from '../schemas/social-export';

const SOCIAL = { tag: 'social-export', service: 'social-export', auth: 'user' } as const;
const ADMIN = ['CLIENT_ADMIN', 'SUPERADMIN'] as const;

/** spec 02 section 7 "Social export" (issue 34): connections per station and platform, and uploads. */
export const socialExportRoutes = {
  socialLogin: defineRoute({
    ...routePaths.socialLogin,
    summary:
      "Browser navigation (token in access_token): redirects to the platform's consent screen to connect a station",
    ...SOCIAL,
    roles: ADMIN,
    params: socialLoginParamsSchema,
    querystring: socialLoginQuerySchema,
    produces: ['text/html'],
  }),
  socialCallback: defineRoute({
    ...routePaths.socialCallback,
    summary: "The platform's redirect back: stores the connection and returns to the platform's admin screen",
    tag: 'social-export',
    service: 'social-export',
    auth: 'public',
    params: socialLoginParamsSchema,
    querystring: socialCallbackQuerySchema,
    produces: ['text/html'],
  }),
  listConnections: defineRoute({
    ...routePaths.listConnections,
    summary: "Each of the client's stations' connection to a platform",
    ...SOCIAL,
    roles: ADMIN,
    params: connectionPlatformParamsSchema,
    response: { 200: integrationStatesSchema },
  }),
  getConnection: defineRoute({
    ...routePaths.getConnection,
    summary: "A station's connection to a platform (connected false when there is none)",
    ...SOCIAL,
    params: stationConnectionParamsSchema,
    response: { 200: integrationStateSchema },
  }),
  deleteConnection: defineRoute({
    ...routePaths.deleteConnection,
    summary: 'Disconnect a station from a platform: its stored tokens are deleted',
    ...SOCIAL,
    roles: ADMIN,
    params: stationConnectionParamsSchema,
    response: { 200: integrationStateSchema },
  }),
  connectDailymotion: defineRoute({
    ...routePaths.connectDailymotion,
    summary: 'Connect a station to Dailymotion with an API key (checked with Dailymotion before it is stored)',
    ...SOCIAL,
    roles: ADMIN,
    params: dailymotionStationParamsSchema,
    body: dailymotionCredentialsSchema,
    response: { 200: integrationStateSchema },
  }),
  startUpload: defineRoute({
    ...routePaths.startUpload,
    summary: "Publish a fragment's video to a platform with the platform's form; the upload runs in a job",
    ...SOCIAL,
    params: uploadParamsSchema,
    body: uploadStartSchema,
    response: { 201: uploadRecordSchema },
  }),
  uploadsByKeys: defineRoute({
    ...routePaths.uploadsByKeys,
    summary: 'The latest upload per platform of each FRAGMENT:{id} key',
    ...SOCIAL,
    querystring: uploadsByKeysQuerySchema,
    response: { 200: uploadsByKeysSchema },
  }),
  uploadStatus: defineRoute({
    ...routePaths.uploadStatus,
    summary: "A fragment's latest upload to a platform (upload null when never sent)",
    ...SOCIAL,
    params: uploadParamsSchema,
    response: { 200: uploadStatusSchema },
  }),
  platformUploads: defineRoute({
    ...routePaths.platformUploads,
    summary: "The client's latest uploads to a platform, newest first",
    ...SOCIAL,
    params: connectionPlatformParamsSchema,
    querystring: uploadsQuerySchema,
    response: { 200: uploadsPageSchema },
  }),
} as const;
