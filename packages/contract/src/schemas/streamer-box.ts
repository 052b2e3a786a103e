import { z } from 'zod';
import { text, TEXT_MAX } from '../strings';
import { stationFormatSchema } from '../enum-schemas';
import { timestampParamSchema } from './recording';

/**
 * StreamerBox (issue 21, spec 02): devices in the field that feed a station. A device runs the
 * agent (`apps/agent`), which keeps one WebSocket to the API (`STREAMER_BOX_AGENT_PATH`),
 * reports itself every few seconds and carries out commands; its `streamer` service uploads the
 * station's segments to the ingest call. docs/streamer-box.md tells the whole design.
 */

/** The agent's WebSocket, under the API root; the device token goes in `Authorization: Bearer`. */
export const STREAMER_BOX_AGENT_PATH = '/streamer-box/agent';
/** How often the agent reports itself. */
export const DEVICE_REPORT_INTERVAL_MS = 3_000;
/** A device whose last report is older than this is offline. */
export const DEVICE_ONLINE_WINDOW_MS = 10_000;
/** How long a command call waits for the device's acknowledgement before answering 504. */
export const DEVICE_COMMAND_TIMEOUT_MS = 10_000;
/** The longest segment the ingest call accepts (the streamer cuts 10 s by default). */
export const INGEST_MAX_SEGMENT_MS = 120_000;
/** The largest segment body the ingest call accepts. */
export const INGEST_MAX_SEGMENT_BYTES = 64 * 1024 * 1024;
/** A device token: `sbx_` and 43 base64url characters (32 random bytes). */
export const DEVICE_TOKEN_PREFIX = 'sbx_';

/** Service statuses of spec 02 section 4: running is a success badge, stopped danger, others warning. */
export const SERVICE_STATUSES = [
  'running',
  'stopped',
  'exited',
  'downloading',
  'installing',
  'downloaded',
  'restarting',
] as const;
export const serviceStatusSchema = z.enum(SERVICE_STATUSES);
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;
/** Start is enabled only when stopped (an exited service may be started too: it is not running). */
export const SERVICE_STARTABLE: readonly ServiceStatus[] = ['stopped', 'exited'];
/** Stop and restart are enabled in these. */
export const SERVICE_STOPPABLE: readonly ServiceStatus[] = [
  'running',
  'downloading',
  'installing',
  'downloaded',
  'restarting',
];
export const SERVICE_ACTIONS = ['start', 'stop', 'restart'] as const;
export const serviceActionSchema = z.enum(SERVICE_ACTIONS);
export type ServiceAction = z.infer<typeof serviceActionSchema>;

const latitudeSchema = z.number().min(-90).max(90);
const longitudeSchema = z.number().min(-180).max(180);
export const coordsSchema = z.object({ lat: latitudeSchema, lng: longitudeSchema }).meta({ id: 'DeviceCoords' });
export type DeviceCoords = z.infer<typeof coordsSchema>;

export const serviceVarSchema = z
  .object({
    /** Unique on the device: `{serviceId}.{name}`. */
    id: z.string(),
    name: z.string(),
    value: z.string(),
    serviceId: z.string(),
    description: z.string().optional(),
  })
  .meta({ id: 'DeviceServiceVar' });
export type ServiceVar = z.infer<typeof serviceVarSchema>;

/**
 * What a streamer has recorded and not yet delivered (its outbox): the station's timeline lags
 * by this much while it catches up after an outage or a link (store and forward).
 */
export const deviceBacklogSchema = z
  .object({ segments: z.number().int().min(0), seconds: z.number().min(0) })
  .meta({ id: 'DeviceBacklog' });
export type DeviceBacklog = z.infer<typeof deviceBacklogSchema>;

export const deviceServiceSchema = z
  .object({
    id: z.string(),
    /** The service's version; the service calls accept it or `id` as `{sid}`. */
    imageId: z.string(),
    status: serviceStatusSchema,
    baseService: z.object({ id: z.string(), name: z.string() }),
    vars: z.array(serviceVarSchema),
    /** Why it last exited or failed to start, in the agent's words. */
    lastError: z.string().nullable().optional(),
    /** The streamer's segments waiting for upload; absent from agents that predate it. */
    backlog: deviceBacklogSchema.nullable().optional(),
  })
  .meta({ id: 'DeviceService' });
export type DeviceService = z.infer<typeof deviceServiceSchema>;

export const deviceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    isOnline: z.boolean(),
    /** Where the device says it is (the agent's `--location`), null when it never said. */
    location: z.string().nullable(),
    coords: coordsSchema.nullable(),
    services: z.array(deviceServiceSchema),
    /** The station this device feeds (its `featuresConfig.streamerBox.deviceId`), if any. */
    station: z.object({ id: z.string(), slug: z.string(), name: z.string(), format: stationFormatSchema }).nullable(),
    client: z.object({ id: z.string(), name: z.string() }),
    agentVersion: z.string().nullable(),
    lastSeenAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Device' });
export type Device = z.infer<typeof deviceSchema>;

export const deviceParamsSchema = z.object({ id: z.uuid() });
export const deviceServiceParamsSchema = z.object({ id: z.uuid(), sid: text(120).min(1) });

export const deviceCreateSchema = z
  .object({
    name: text(120).trim().min(1),
    /** A superadmin not acting as a client names the client. */
    clientId: z.string().optional(),
    stationId: z.string().nullable().optional(),
  })
  .meta({ id: 'DeviceCreate' });
export type DeviceCreate = z.infer<typeof deviceCreateSchema>;

/** The answer of a device's creation: the only time its token is shown. */
export const deviceCreatedSchema = z.object({ device: deviceSchema, token: z.string() }).meta({ id: 'DeviceCreated' });
export type DeviceCreated = z.infer<typeof deviceCreatedSchema>;

export const deviceRenameSchema = z.object({ name: text(120).trim().min(1) }).meta({ id: 'DeviceRename' });
export type DeviceRename = z.infer<typeof deviceRenameSchema>;

/** Coordinates in either reading of the spec: `latitude`/`longitude` or `device_latitude`/`device_longitude`. */
export const deviceSetCoordsSchema = z
  .object({
    latitude: latitudeSchema.optional(),
    longitude: longitudeSchema.optional(),
    device_latitude: latitudeSchema.optional(),
    device_longitude: longitudeSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.latitude === undefined && body.device_latitude === undefined)
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'Latitude is required' });
    if (body.longitude === undefined && body.device_longitude === undefined)
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'Longitude is required' });
  })
  .transform((body) => ({
    latitude: (body.latitude ?? body.device_latitude)!,
    longitude: (body.longitude ?? body.device_longitude)!,
  }))
  .meta({ id: 'DeviceSetCoords' });
export type DeviceSetCoords = z.infer<typeof deviceSetCoordsSchema>;

export const deviceVarsUpdateSchema = z
  .array(z.object({ id: text(160).min(1), value: text(2000) }))
  .min(1)
  .meta({ id: 'DeviceVarsUpdate' });
export type DeviceVarsUpdate = z.infer<typeof deviceVarsUpdateSchema>;

export const deviceStationLinkSchema = z.object({ stationId: z.string().nullable() }).meta({ id: 'DeviceStationLink' });
export type DeviceStationLink = z.infer<typeof deviceStationLinkSchema>;

/** What a command call answers once the device acknowledged it. */
export const deviceCommandResultSchema = z
  .object({ ok: z.literal(true), device: deviceSchema })
  .meta({ id: 'DeviceCommandResult' });
export type DeviceCommandResult = z.infer<typeof deviceCommandResultSchema>;

/** The ingest call's query: where the segment sits on the station's timeline (epoch ms). */
export const ingestSegmentQuerySchema = z
  .object({ startTs: timestampParamSchema, endTs: timestampParamSchema })
  .refine((q) => q.endTs > q.startTs && q.endTs - q.startTs <= INGEST_MAX_SEGMENT_MS, {
    path: ['endTs'],
    message: `Must be after startTs, at most ${INGEST_MAX_SEGMENT_MS / 1000} s later`,
  });
export const ingestSegmentResultSchema = z
  .object({ segmentId: z.string(), stationId: z.string(), duplicate: z.boolean() })
  .meta({ id: 'IngestSegmentResult' });
export type IngestSegmentResult = z.infer<typeof ingestSegmentResultSchema>;

/** Commands the API sends down the agent's WebSocket. */
export const deviceCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rename'), name: z.string() }),
  z.object({ type: z.literal('reboot') }),
  z.object({ type: z.literal('set-coords'), latitude: latitudeSchema, longitude: longitudeSchema }),
  z.object({ type: z.literal('set-vars'), vars: z.array(z.object({ id: z.string(), value: z.string() })) }),
  z.object({ type: z.literal('service'), action: serviceActionSchema, serviceId: z.string() }),
]);
export type DeviceCommand = z.infer<typeof deviceCommandSchema>;

/**
 * Bounds of an agent's report. A real box reports a few services of a few settings (the
 * streamer: five); these are far above that and keep a device, whose report is stored and shown
 * in every device list, from storing megabytes. A variable's value is bounded as the set-vars
 * call bounds it. A report past a bound is refused whole (the API drops it and logs a warning),
 * except `lastError`, the agent's free words about a process's stderr, which is cut short.
 */
export const AGENT_REPORT_LIMITS = {
  services: 20,
  varsPerService: 40,
  /** Ids, names, image ids. */
  idLength: 160,
  valueLength: TEXT_MAX.long,
  descriptionLength: 500,
  lastErrorLength: 1000,
  /** A backlog's segments and seconds: far above the outbox's 24 h of 1 s segments. */
  backlogSegments: 1_000_000,
  backlogSeconds: 31 * 24 * 3600,
  /** The whole report, as UTF-8 JSON. */
  bytes: 64 * 1024,
} as const;

const reportedId = () => text(AGENT_REPORT_LIMITS.idLength);
const cutShort = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

export const reportedServiceSchema = z.object({
  id: reportedId(),
  imageId: reportedId(),
  status: serviceStatusSchema,
  baseService: z.object({ id: reportedId(), name: reportedId() }),
  vars: z
    .array(
      z.object({
        id: reportedId(),
        name: reportedId(),
        value: text(AGENT_REPORT_LIMITS.valueLength),
        serviceId: reportedId(),
        description: text(AGENT_REPORT_LIMITS.descriptionLength).optional(),
      }),
    )
    .max(AGENT_REPORT_LIMITS.varsPerService),
  lastError: z
    .string()
    .transform((value) => cutShort(value.replaceAll('\0', ''), AGENT_REPORT_LIMITS.lastErrorLength))
    .nullable()
    .optional(),
  backlog: z
    .object({
      segments: z.number().int().min(0).max(AGENT_REPORT_LIMITS.backlogSegments),
      seconds: z.number().min(0).max(AGENT_REPORT_LIMITS.backlogSeconds),
    })
    .nullable()
    .optional(),
}) satisfies z.ZodType<DeviceService>;

const fitsIn = (value: unknown, bytes: number) => new TextEncoder().encode(JSON.stringify(value)).length <= bytes;
const bytesMessage = `At most ${AGENT_REPORT_LIMITS.bytes} bytes in all`;

/** A report's services; also what a device's stored services must be to be shown. */
export const reportedServicesSchema = z
  .array(reportedServiceSchema)
  .max(AGENT_REPORT_LIMITS.services)
  .refine((services) => fitsIn(services, AGENT_REPORT_LIMITS.bytes), bytesMessage);

/** The agent's report: who and where it is and how its services are (see AGENT_REPORT_LIMITS). */
export const agentReportSchema = z
  .object({
    name: text(120).nullable(),
    agentVersion: text(60),
    location: text(500).nullable(),
    coords: coordsSchema.nullable(),
    services: reportedServicesSchema,
  })
  .refine((report) => fitsIn(report, AGENT_REPORT_LIMITS.bytes), bytesMessage);
export type AgentReport = z.infer<typeof agentReportSchema>;

/** Messages from the API to the agent. */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), deviceId: z.string(), name: z.string(), station: deviceSchema.shape.station }),
  z.object({ type: z.literal('command'), id: z.string(), command: deviceCommandSchema }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** Messages from the agent to the API. */
export const agentMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('report'), report: agentReportSchema }),
  z.object({ type: z.literal('ack'), id: z.string(), ok: z.boolean(), error: z.string().max(2000).optional() }),
]);
export type AgentMessage = z.infer<typeof agentMessageSchema>;
