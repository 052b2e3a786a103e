import { z } from 'zod';
import { TEXT_MAX, text } from '../strings';
import { loginMethodSchema } from '../enum-schemas';
import { featureFlagsSchema } from './feature-flags';
import { pagedSchema, pageQuerySchema } from './pagination';
import { DEFAULT_RETENTION_DAYS, captureFailureSchema } from './recording';
import { stationSchema } from './stations';

const slugSchema = text()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lowercase letters, digits and dashes');
const optionalUrl = text(TEXT_MAX.url)
  .trim()
  .transform((value) => value || null)
  .pipe(z.url().nullable())
  .nullable()
  .default(null);

/** A client as platform administration sees it. */
export const platformClientSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    logoUrl: z.string().nullable(),
    alertsInviteLink: z.string().nullable(),
    /** Days recordings are kept before the retention job deletes them. */
    retentionDays: z.number().int(),
    usersCount: z.number().int(),
    stationsCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'PlatformClient' });
export type PlatformClient = z.infer<typeof platformClientSchema>;

export const clientWriteSchema = z
  .object({
    name: text().trim().min(1, 'Required'),
    slug: slugSchema,
    logoUrl: text(TEXT_MAX.url).trim().nullable().default(null),
    alertsInviteLink: optionalUrl,
    retentionDays: z.number().int().min(1).max(3650).default(DEFAULT_RETENTION_DAYS),
  })
  .meta({ id: 'ClientWrite' });
export type ClientWrite = z.input<typeof clientWriteSchema>;

export const clientParamsSchema = z.object({ clientId: z.uuid() });

/** A station with what only platform administration sees: its source and the storage its recordings use. */
export const platformStationSchema = stationSchema
  .extend({
    streamUrl: z.string().nullable(),
    storageBytes: z.number().int(),
    /** Set while the recorder holding the station cannot capture it. */
    captureFailure: captureFailureSchema.nullable(),
  })
  .meta({ id: 'PlatformStation' });
export type PlatformStation = z.infer<typeof platformStationSchema>;
export const platformStationParamsSchema = z.object({ stationId: z.uuid() });

/** spec 01 section 3: station group (name, latitude, longitude). */
export const stationGroupSchema = z
  .object({ id: z.string(), name: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() })
  .meta({ id: 'StationGroup' });
export type StationGroup = z.infer<typeof stationGroupSchema>;
export const stationGroupWriteSchema = z
  .object({
    name: text().trim().min(1, 'Required'),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
  })
  .meta({ id: 'StationGroupWrite' });
export const stationGroupParamsSchema = z.object({ stationGroupId: z.uuid() });

/** A client's administrator, created by a superadmin. */
export const clientAdminCreateSchema = z
  .object({
    email: text().trim().toLowerCase().min(1, 'Required').pipe(z.email('Invalid email')),
    name: text().trim().min(1, 'Required'),
    surname: text().trim().min(1, 'Required'),
    loginMethod: loginMethodSchema.default('USERNAME_PASSWORD'),
  })
  .meta({ id: 'ClientAdminCreate' });

export const platformFeatureFlagsSchema = featureFlagsSchema;

const auditPersonSchema = z.object({ id: z.string().nullable(), email: z.string(), name: z.string().nullable() });

/** One change made through administration: who, acting as whom, what, when, before and after. */
export const auditLogEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    /** `id` and `name` are null once the person was deleted; the e-mail stays. */
    actor: auditPersonSchema.nullable(),
    actingAs: auditPersonSchema.nullable(),
    client: z.object({ id: z.string(), name: z.string() }).nullable(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string(),
    /** What the entity is called (a user's name or e-mail, a station's or group's name), when known. */
    entityName: z.string().nullable(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
  })
  .meta({ id: 'AuditLogEntry' });
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
export const auditLogQuerySchema = pageQuerySchema.extend({
  clientId: z.uuid().optional(),
  action: text().optional(),
});
export const auditLogPageSchema = pagedSchema(auditLogEntrySchema).meta({ id: 'AuditLogPage' });
