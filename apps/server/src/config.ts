/**
 * Configuration: every environment variable the server reads, parsed by one zod schema at
 * start-up so that every bad or missing variable is reported at once.
 */
import path from 'node:path';
import { z } from 'zod';
import { isAllowedNetworkEntry } from './http/outbound-address';
import type { S3Target } from './storage/s3-client';
import { socialEnvSchema } from './social-env';
import { llmEnvSchema } from './llm-env';

export const ROLE_NAMES = ['api', 'worker', 'recorder'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

export const envSchema = z.object({
  ANTENA_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  /** Proxies in front of Antena: a hop count or their addresses (comma-separated). Unset: none. */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .transform((v): boolean | number | string[] => {
      if (!v) return false;
      if (/^\d+$/.test(v)) return Number(v);
      return v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
    }),
  DATA_DIR: z.string().default('./data'),
  /** Where FOLDER external targets live (issue 17); unset: DATA_DIR/external-exports. */
  EXTERNAL_EXPORT_ROOT: optionalText,
  /**
   * Outbound connections (stream sources, S3 targets) may reach loopback and private networks:
   * a MinIO or an Icecast on this host or LAN. Off: only public addresses (http/outbound-address.ts).
   */
  OUTBOUND_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default('false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  /**
   * Addresses, CIDR ranges and host names outbound connections may reach whatever they are
   * (comma-separated), e.g. `minio.lan,10.20.0.0/16`: the only way to a link-local or metadata one.
   */
  OUTBOUND_ALLOWED_NETWORKS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.every(isAllowedNetworkEntry),
      'IP addresses, CIDR ranges or host names, comma-separated',
    ),
  /** Where media objects live (docs/storage.md): DATA_DIR/media, or an S3-compatible bucket. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** Unset: AWS S3 itself. MinIO, Ceph, R2, B2: their S3 address, e.g. `https://minio.lan:9000`. */
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'an http(s) URL such as https://minio.lan:9000' }).optional(),
  ),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lower-case letters, digits, dots, dashes')
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Unset: path style with an S3_ENDPOINT (MinIO, Ceph need it), the bucket's own host name on AWS. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1' || v === 'yes')),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  /**
   * The embedded database's buffer cache. PGlite's own 128MB holds a few months of a station's
   * transcription; a year's searches read their rows from disk again on every call (bench/speech).
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'A size such as 256MB')
    .default('256MB'),
  /**
   * Connections this process opens to PostgreSQL: its own pool plus the job queue's. Every process
   * of every role holds both, so their sum over all processes stays under the server's
   * max_connections (README "Run it in production").
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  QUEUE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(4),
  /**
   * Where a process without the api role answers /healthz, /readyz and /metrics (a worker's or a
   * recorder's probes); unset, it listens nowhere. The api answers them on PORT.
   */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * Worker threads a worker process searches retro-scan parts on, and so the parts it runs at
   * once (modules/audit/retro-scan-pool.ts); unset, one per core.
   */
  RETRO_SCAN_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  ROLES: z
    .string()
    .default('api,worker,recorder')
    .transform((v) =>
      v
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ROLE_NAMES)).min(1)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: demo data outside production only (see `loadConfig`). */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1' || v === 'yes')),
  DEMO_PASSWORD: optionalText.pipe(z.string().min(8).optional()),
  AUTH_MODE: z.enum(['oidc', 'mock']).default('oidc'),
  AUTH_ISSUER: optionalText.pipe(z.url().optional()),
  AUTH_AUDIENCE: z.string().default('antena-api'),
  AUTH_CLIENT_ID: z.string().default('antena-web'),
  AUTH_PROVIDER_NAME: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes')
    .default('antena'),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  SENTRY_DSN: optionalText.pipe(z.url().optional()),
  /** Bearer token that /metrics requires; unset, only direct loopback connections may read it. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  /**
   * HTTP connections the API holds at once, WebSockets not counted; past it a new one closes the
   * one idle longest, or is parked (held unread, closed at the headers timeout) when its address
   * already holds one it never used. Up to 4 times as many may be parked (http/connection-guard.ts).
   */
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().positive().default(2048),
  /**
   * Connections one address (an IPv6 /64) may hold that no credential vouches for: not yet sent a
   * request, idle between requests, or serving one without a user or device. Past it its oldest
   * kept-alive one is closed for the new one, or the new one parked. 0: no cap. Trusted proxies
   * (TRUST_PROXY) are exempt.
   */
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(128),
  /** Seconds a connection gets to send a request's headers, from its opening or its last answer. */
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(15),
  /** StreamerBox agent WebSockets one API instance holds (one per device); past it a new device gets 503. */
  AGENT_MAX_SOCKETS: z.coerce.number().int().positive().default(10_000),
  ASSET_MAX_MB: z.coerce.number().int().positive().default(50),
  /** Megabytes one client (or, for the platform's own uploads, one user) may upload in 24 hours. */
  ASSET_QUOTA_MB_PER_DAY: z.coerce.number().int().positive().default(500),
  CONTACT_URL: z.string().default('mailto:support@antena.local'),
  /** spec 01 section 5: e-mail domains whose users sign in through a social login (comma-separated). */
  SOCIAL_LOGIN_DOMAINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    ),
  PRIVACY_URL: z.string().default('/privacy.html'),
  WEB_DIST_DIR: optionalText,
  /** A recorder's name in the lease table; defaults to host and process. */
  RECORDER_ID: optionalText,
  /** Stations one recorder captures at most; more recorders share the rest. */
  RECORDER_MAX_STATIONS: z.coerce.number().int().positive().default(200),
  /** Seconds of wall clock per segment file (spec: about 30). */
  SEGMENT_SECONDS: z.coerce.number().int().min(2).max(300).default(30),
  /** Minutes of past recording the demo audio stations get on a first start (0: none). */
  DEMO_HISTORY_MINUTES: z.coerce.number().int().min(0).max(1440).default(0),
  /** Hours back a StreamerBox device may still deliver a segment it kept through an outage. */
  STREAMER_BOX_BACKFILL_MAX_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(7 * 24),
  /** Days a Quick Share link lives (fractions allowed, for tests). */
  QUICK_SHARE_TTL_DAYS: z.coerce.number().positive().max(365).default(7),
  /**
   * Range exports (ffmpeg cuts: downloads, video playback, Quick Share clips, evidence cuts) a
   * process runs at once; the others wait their turn (modules/segments/export-limits.ts). A video
   * export re-encodes on a core or more: 2 fits a 2-core machine.
   */
  EXPORT_CONCURRENCY: z.coerce.number().int().positive().default(2),
  /** Range exports that may wait for a free one in a process; past it 503. */
  EXPORT_QUEUE_MAX: z.coerce.number().int().positive().default(16),
  /**
   * Exports one client may have running or waiting: range exports in a process, and evidence and
   * external exports in all; past it 429 with Retry-After.
   */
  EXPORTS_PER_CLIENT: z.coerce.number().int().positive().default(3),
  /** Speech (issue 18): an OpenAI-compatible transcription API, e.g. `http://localhost:8000/v1`. */
  TRANSCRIPTION_API_URL: optionalText.pipe(z.url().optional()),
  TRANSCRIPTION_API_KEY: optionalText,
  TRANSCRIPTION_MODEL: z.string().trim().min(1).default('whisper-1'),
  /** Or a local whisper.cpp binary (`whisper-cli`) and its ggml model; the API wins when both are set. */
  WHISPER_CPP_BIN: optionalText,
  WHISPER_MODEL_PATH: optionalText,
  /**
   * With neither configured, the built-in whisper.cpp (issue 31): `auto` uses it, `off` leaves
   * transcription off. Its model is downloaded on first use into DATA_DIR/models.
   */
  TRANSCRIPTION_LOCAL: z.enum(['auto', 'off']).default('auto'),
  /** A multilingual model of whisper.cpp's list (tiny, base, small...); tiny is the one a small machine keeps up with. */
  WHISPER_MODEL: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]+$/, 'a whisper.cpp model name such as tiny, base or small')
    .default('tiny'),
  /** Where models are downloaded from; {model} is replaced by the name. */
  WHISPER_MODEL_URL: z
    .string()
    .trim()
    .default('https://huggingface.co/ggerganov/whisper.cpp/resolve/main/ggml-{model}.bin'),
  /** SHA-1 the downloaded model must have; known for whisper.cpp's own models, needed for any other. */
  WHISPER_MODEL_SHA1: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-f]{40}$/, 'a SHA-1 in hex')
      .optional(),
  ),
  /** Threads of one transcription; the rest of the machine keeps capturing. */
  WHISPER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Stations the built-in engine transcribes at most (the oldest first); unset: 1 (docs/speech.md). */
  TRANSCRIPTION_LOCAL_MAX_STATIONS: z.coerce.number().int().min(0).max(1000).optional(),
  ...socialEnvSchema,
  ...llmEnvSchema,
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** Demo data is seeded: by default outside production only; in production only when SEED_DEMO=true. */
  SEED_DEMO: boolean;
  /**
   * Whether the demo seed creates the superadmin. Never in production: its password is printed
   * at every start, so there it would be a known key to the whole platform.
   */
  demoSuperadmin: boolean;
  publicUrl: string;
  dataDir: string;
  dbDir: string;
  mediaDir: string;
  /** Where captures write segments before they are registered. */
  spoolDir: string;
  webDistDir: string;
  /**
   * Whether PUBLIC_URL was given. Without it, Antena answers at whatever address the browser
   * used (the bundled provider accepts that origin's callback); with it, the web app moves any
   * other address to it.
   */
  publicUrlFixed: boolean;
  /** The bundled provider's issuer, or the external one. */
  issuer: string;
  bundledIdentity: boolean;
  isProduction: boolean;
  /** The media bucket with STORAGE=s3, else undefined. */
  s3: S3Target | undefined;
}

/** What STORAGE=s3 cannot start without; S3_ENDPOINT and S3_REGION have defaults (AWS's). */
const REQUIRED_FOR_S3 = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** spec 01 section 1: production start-up requires these, else 'Missing environment variable'. */
const REQUIRED_IN_PRODUCTION = [
  'ANTENA_ENV',
  'SENTRY_DSN',
  'PUBLIC_URL',
  'AUTH_ISSUER',
  'AUTH_AUDIENCE',
  'AUTH_CLIENT_ID',
  'DATABASE_URL',
] as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  }
  if (env.ANTENA_ENV === 'production') {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]?.trim());
    for (const name of missing) problems.push(`${name}: Missing environment variable`);
    if (env.AUTH_MODE === 'mock') problems.push('AUTH_MODE: mock authentication is refused in production');
  }
  if (parsed.data?.STORAGE === 's3') {
    for (const name of REQUIRED_FOR_S3) {
      if (!parsed.data[name]) problems.push(`${name}: Missing environment variable (required with STORAGE=s3)`);
    }
  }
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // NODE_ENV=production counts too: a production image often sets only that.
  const production = e.ANTENA_ENV === 'production' || env.NODE_ENV === 'production';
  return {
    ...e,
    SEED_DEMO: e.SEED_DEMO ?? !production,
    demoSuperadmin: !production,
    publicUrl,
    publicUrlFixed: e.PUBLIC_URL !== undefined,
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    mediaDir: path.join(dataDir, 'media'),
    spoolDir: path.join(dataDir, 'spool'),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    issuer: e.AUTH_ISSUER ?? `${publicUrl}/oidc`,
    bundledIdentity: !e.AUTH_ISSUER || e.AUTH_ISSUER.replace(/\/$/, '') === `${publicUrl}/oidc`,
    isProduction: e.ANTENA_ENV === 'production',
    s3:
      e.STORAGE === 's3'
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          }
        : undefined,
  };
}
