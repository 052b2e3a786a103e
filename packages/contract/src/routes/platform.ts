import { z } from 'zod';
import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import { createdUserSchema } from '../schemas/admin-users';
import { featureFlagsSchema, featureFlagsUpdateSchema } from '../schemas/feature-flags';
import {
  auditLogPageSchema,
  auditLogQuerySchema,
  clientAdminCreateSchema,
  clientParamsSchema,
  clientWriteSchema,
  platformClientSchema,
  platformStationParamsSchema,
  platformStationSchema,
  stationGroupParamsSchema,
  stationGroupSchema,
  stationGroupWriteSchema,
} from '../schemas/platform';
import { stationWriteSchema } from '../schemas/stations';
import { userSchema } from '../schemas/users';

const SUPERADMIN = ['SUPERADMIN'] as const;
const PLATFORM = { tag: 'platform', auth: 'user', roles: SUPERADMIN } as const;

/** Platform administration (not in the spec): clients, their stations, admins, flags and the audit log. */
export const platformRoutes = {
  listClients: defineRoute({
    ...PLATFORM,
    ...routePaths.listClients,
    summary: 'Every client with its user and station counts',
    response: { 200: z.array(platformClientSchema) },
  }),
  createClient: defineRoute({
    ...PLATFORM,
    ...routePaths.createClient,
    summary: 'Create a client (409 when the slug exists)',
    body: clientWriteSchema,
    response: { 201: platformClientSchema },
  }),
  getClient: defineRoute({
    ...PLATFORM,
    ...routePaths.getClient,
    summary: 'One client',
    params: clientParamsSchema,
    response: { 200: platformClientSchema },
  }),
  updateClient: defineRoute({
    ...PLATFORM,
    ...routePaths.updateClient,
    summary: "Change a client's name, slug, logo and alerts invite link",
    params: clientParamsSchema,
    body: clientWriteSchema,
    response: { 200: platformClientSchema },
  }),
  clientStations: defineRoute({
    ...PLATFORM,
    ...routePaths.clientStations,
    summary: "A client's stations with their sources",
    params: clientParamsSchema,
    response: { 200: z.array(platformStationSchema) },
  }),
  createClientStation: defineRoute({
    ...PLATFORM,
    ...routePaths.createClientStation,
    summary: 'Create a station of a client (409 when the slug exists)',
    params: clientParamsSchema,
    body: stationWriteSchema,
    response: { 201: platformStationSchema },
  }),
  getPlatformStation: defineRoute({
    ...PLATFORM,
    ...routePaths.getPlatformStation,
    summary: 'One station with its source',
    params: platformStationParamsSchema,
    response: { 200: platformStationSchema },
  }),
  updatePlatformStation: defineRoute({
    ...PLATFORM,
    ...routePaths.updatePlatformStation,
    summary: 'Change every field of a station',
    params: platformStationParamsSchema,
    body: stationWriteSchema,
    response: { 200: platformStationSchema },
  }),
  clientStationGroups: defineRoute({
    ...PLATFORM,
    ...routePaths.clientStationGroups,
    summary: "A client's station groups",
    params: clientParamsSchema,
    response: { 200: z.array(stationGroupSchema) },
  }),
  createStationGroup: defineRoute({
    ...PLATFORM,
    ...routePaths.createStationGroup,
    summary: 'Create a station group',
    params: clientParamsSchema,
    body: stationGroupWriteSchema,
    response: { 201: stationGroupSchema },
  }),
  updateStationGroup: defineRoute({
    ...PLATFORM,
    ...routePaths.updateStationGroup,
    summary: 'Change a station group',
    params: stationGroupParamsSchema,
    body: stationGroupWriteSchema,
    response: { 200: stationGroupSchema },
  }),
  deleteStationGroup: defineRoute({
    ...PLATFORM,
    ...routePaths.deleteStationGroup,
    summary: 'Delete a station group (its stations stay, ungrouped)',
    params: stationGroupParamsSchema,
    response: { 204: z.null() },
  }),
  clientAdmins: defineRoute({
    ...PLATFORM,
    ...routePaths.clientAdmins,
    summary: "A client's administrators",
    params: clientParamsSchema,
    response: { 200: z.array(userSchema) },
  }),
  createClientAdmin: defineRoute({
    ...PLATFORM,
    ...routePaths.createClientAdmin,
    summary: 'Create an administrator of a client (409 when the e-mail exists)',
    params: clientParamsSchema,
    body: clientAdminCreateSchema,
    response: { 201: createdUserSchema },
  }),
  clientFeatureFlags: defineRoute({
    ...PLATFORM,
    ...routePaths.clientFeatureFlags,
    summary: "A client's feature flags",
    params: clientParamsSchema,
    response: { 200: featureFlagsSchema },
  }),
  updateClientFeatureFlags: defineRoute({
    ...PLATFORM,
    ...routePaths.updateClientFeatureFlags,
    summary: "Turn a client's feature flags on or off",
    params: clientParamsSchema,
    body: featureFlagsUpdateSchema,
    response: { 200: featureFlagsSchema },
  }),
  auditLog: defineRoute({
    ...PLATFORM,
    ...routePaths.auditLog,
    summary: 'Changes made through administration, newest first',
    querystring: auditLogQuerySchema,
    response: { 200: auditLogPageSchema },
  }),
} as const;
