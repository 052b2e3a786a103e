/**
 * The security promise of tenancy, walked over the whole route table: for every route that
 * names a tenant object in its path, a client admin of client B gets 404 for client A's object,
 * while client A's own admin reaches it. Routes added by later issues are walked automatically;
 * a path parameter this walk does not know fails it, so the promise cannot be skipped silently.
 * Recording routes (logger, segments, exports) are walked on a station with real segments, so
 * that client A's calls find what they name.
 */
import {
  contentKeyOf,
  routes,
  type AodRuleInput,
  reportConfigSchema,
  type ReportType,
  type RouteDef,
} from '@antena/contract';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../test/helpers';
import { createAuditAudio, createClient, createGroup, createStation, createUser } from '../../test/factories';
import { SAMPLE_BODIES, SAMPLE_QUERY_VALUES, type SampleRecording } from '../../test/route-samples';
import {
  aodRules,
  aodRuns,
  auditMatches,
  auditSchedules,
  contents,
  fragments,
  liveMentions,
  reports,
  segments,
  streamerBoxDevices,
} from '../db/schema';
import { featureFlags } from './feature-flags';
import { backfillStation } from '../recorder/backfill';

type Fixture = Record<
  | 'user'
  | 'group'
  | 'station'
  | 'segment'
  | 'moment'
  | 'audio'
  | 'customId'
  | 'schedule'
  | 'fragment'
  | 'mention'
  | 'match'
  | 'report'
  | 'rule'
  | 'run',
  string
> &
  // A StreamerBox device and one of its services (`:sid`), on the streamer-box routes only; a
  // content of a fragment (by id or key), on the content-AI routes only.
  Partial<Record<'device' | 'service' | 'content' | 'contentKey', string>>;

/** Which tenant object a path parameter names; `:id` depends on the path. */
function objectOf(path: string, param: string): keyof Fixture | 'permission' | 'platform' | null {
  if (param === 'userId') return 'user';
  // Social export (issue 34): a platform names no tenant object; station and fragment do.
  if (param === 'platform' || param === 'target') return 'platform';
  if (param === 'station') return 'station';
  if (param === 'fragment') return 'fragment';
  if (param === 'groupId') return 'group';
  if (param === 'stationId') return 'station';
  if (param === 'segmentId') return 'segment';
  if (param === 'startTs') return 'moment';
  if (param === 'permission') return 'permission';
  if (param === 'audioId') return 'audio';
  if (param === 'customId') return 'customId';
  if (param === 'scheduleId') return 'schedule';
  if (param === 'fragmentId') return 'fragment';
  if (param === 'mentionId') return 'mention';
  if (param === 'matchId') return 'match';
  if (param === 'reportId') return 'report';
  if (param === 'ruleId') return 'rule';
  if (param === 'runId') return 'run';
  if (param === 'sid') return 'service';
  // A fragment transcription is reached through its fragment, which the walk checks first.
  if (param === 'transcriptionId') return 'fragment';
  if (param === 'id' && path.startsWith('/users-ca/')) return 'user';
  if (param === 'id' && path.startsWith('/users/groups/')) return 'group';
  if (param === 'id' && path.startsWith('/streamer-box/devices/')) return 'device';
  if (param === 'id' && path.startsWith('/contents/')) return 'content';
  if (param === 'key' && path.startsWith('/contents/key/')) return 'contentKey';
  if (
    param === 'id' &&
    /^\/(stations|segments\/stations|export\/stations|v2\/stations|fragments\/config)\/:id(\/|$)/.test(path)
  )
    return 'station';
  return null;
}

const paramsOf = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
const schemaId = (schema: z.ZodType | undefined) => (schema?.meta() as { id?: string } | undefined)?.id;
const requiredQuery = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject
    ? Object.entries(schema.shape as Record<string, z.ZodType>)
        .filter(([, field]) => !field.safeParse(undefined).success)
        .map(([name]) => name)
    : [];
const RECORDING_TAGS = new Set(['logger', 'segments', 'exports']);

/** Routes a client admin may call that name a tenant object (platform routes are for superadmins only). */
const tenantRoutes = Object.entries(routes as Record<string, RouteDef>).filter(
  ([, route]) =>
    route.auth === 'user' &&
    (!route.roles || route.roles.includes('CLIENT_ADMIN')) &&
    paramsOf(route.path).some((param) => !['permission', 'platform'].includes(objectOf(route.path, param)!)),
);

describe('tenant isolation over the route table', () => {
  let t: TestApp;
  let clientA: string;

  let recorded: { station: string; segment: string; moment: string };
  let recording: SampleRecording;

  async function fixtureOfA(route: RouteDef): Promise<Fixture> {
    const group = await createGroup(t.ctx.db, clientA);
    const user = await createUser(t.ctx.db, { clientId: clientA, groupId: group.id });
    const none = {
      audio: '',
      customId: '',
      schedule: '',
      fragment: '',
      mention: '',
      match: '',
      report: '',
      rule: '',
      run: '',
    };
    if (RECORDING_TAGS.has(route.tag)) return { user: user.id, group: group.id, ...recorded, ...none };
    if (route.tag === 'audit') {
      const audit = { enabled: true, liveMentionsEnabled: true };
      const station = await createStation(t.ctx.db, clientA, { featuresConfig: { audit } });
      const audio = await createAuditAudio(t.ctx, clientA, { stationId: station.id });
      const [schedule] = await t.ctx.db
        .insert(auditSchedules)
        .values({
          clientId: clientA,
          stationId: station.id,
          type: 'SPOT',
          datetime: 0,
          day: '1970-01-01',
          customId: 'X',
        })
        .returning();
      const [mention] = await t.ctx.db
        .insert(liveMentions)
        .values({
          clientId: clientA,
          stationId: station.id,
          day: '1970-01-01',
          datetime: 0,
          name: 'Walk',
          confidence: 'AUTO',
          type: 'zeroshot',
          timeStart: 0,
          timeEnd: 1000,
        })
        .returning();
      const [match] = await t.ctx.db
        .insert(auditMatches)
        .values({
          stationId: station.id,
          audioId: audio.id,
          datetime: 0,
          score: 50,
          playedDurationMs: 1000,
          refEndMs: 1000,
          source: 'AUTO',
        })
        .returning();
      const ids = {
        audio: audio.id,
        customId: audio.customId,
        schedule: schedule!.id,
        fragment: '',
        mention: mention!.id,
        match: match!.id,
        report: '',
        rule: '',
        run: '',
      };
      return { user: user.id, group: group.id, station: station.id, segment: '', moment: '', ...ids };
    }
    if (route.tag === 'streamer-box') {
      // A device that reported its streamer service (with the variable the sample body sets) and went offline.
      const service = {
        id: 'streamer',
        imageId: 'streamer-1.0.0',
        status: 'running' as const,
        baseService: { id: 'streamer', name: 'Streamer' },
        vars: [{ id: 'streamer.bitrate', name: 'bitrate', value: '128k', serviceId: 'streamer' }],
      };
      const [device] = await t.ctx.db
        .insert(streamerBoxDevices)
        .values({
          clientId: clientA,
          name: 'Walk box',
          tokenHash: `walk-${route.method}-${route.path}`,
          services: [service],
        })
        .returning();
      const ids = { station: '', segment: '', moment: '', ...none, device: device!.id, service: service.imageId };
      return { user: user.id, group: group.id, ...ids };
    }
    if (route.tag === 'reports' || route.tag === 'aod') {
      const type = route.path.includes('/alternative-report/') ? 'AUDIT_GIP_ALTERNATIVE_REPORT' : 'AUDIT_GIP_STATUS';
      return { ...(await reportsOfA(type)), user: user.id, group: group.id };
    }
    // A transcribed station, so the transcription calls run their queries rather than answer "not transcribed".
    const transcribed = route.tag === 'transcription' ? { featuresConfig: { transcription: { enabled: true } } } : {};
    const station = await createStation(t.ctx.db, clientA, transcribed);
    // Social export, audiograms (issue 34) and content AI (issue 35) name a fragment of the station, or the station.
    if (['fragments', 'audiogram', 'social-export', 'content-ai'].includes(route.tag)) {
      const [fragment] = await t.ctx.db
        .insert(fragments)
        .values({
          clientId: clientA,
          stationId: station.id,
          type: 'DEFAULT_FRAGMENT',
          title: 'Walk',
          fromTs: recording.from,
          toTs: recording.to,
          durationMs: recording.to - recording.from,
          chunks: [],
          gaps: [],
        })
        .returning();
      const key = contentKeyOf(fragment!.id);
      const [content] = await t.ctx.db
        .insert(contents)
        .values({ clientId: clientA, stationId: station.id, fragmentId: fragment!.id, fragmentTitle: 'Walk', key })
        .returning();
      return {
        user: user.id,
        group: group.id,
        station: station.id,
        segment: '',
        moment: '',
        ...none,
        fragment: fragment!.id,
        content: content!.id,
        contentKey: key,
      };
    }
    return { user: user.id, group: group.id, station: station.id, segment: '', moment: '', ...none };
  }

  /** A saved report, an AOD rule and its run of client A, over an audit station. */
  async function reportsOfA(type: ReportType): Promise<Omit<Fixture, 'user' | 'group'>> {
    const station = await createStation(t.ctx.db, clientA, { featuresConfig: { audit: { enabled: true } } });
    const config = reportConfigSchema.parse({ ...(SAMPLE_BODIES.ReportConfig as object), stationsIds: [station.id] });
    const [report] = await t.ctx.db
      .insert(reports)
      .values({ clientId: clientA, name: 'Walk', type, config })
      .returning();
    const rule = SAMPLE_BODIES.AodRuleSave as AodRuleInput;
    const [aodRule] = await t.ctx.db
      .insert(aodRules)
      .values({
        clientId: clientA,
        name: rule.name,
        reportType: 'AUDIT_GIP_STATUS',
        trigger: rule.trigger,
        reportConfig: config,
        exportOptions: rule.exportOptions,
        exportConditions: rule.exportConditions,
      })
      .returning();
    const [run] = await t.ctx.db
      .insert(aodRuns)
      .values({ clientId: clientA, ruleId: aodRule!.id, type: 'MANUAL', exportConditions: rule.exportConditions })
      .returning();
    const ids = { report: report!.id, rule: aodRule!.id, run: run!.id };
    return {
      station: station.id,
      segment: '',
      moment: '',
      audio: '',
      customId: '',
      schedule: '',
      fragment: '',
      mention: '',
      match: '',
      ...ids,
    };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    clientA = (await createClient(t.ctx.db)).id;
    const clientB = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: 'admin@a.example', role: 'CLIENT_ADMIN', clientId: clientA });
    await createUser(t.ctx.db, { email: 'admin@b.example', role: 'CLIENT_ADMIN', clientId: clientB.id });
    // Both clients have AOD and content AI, so client B's answer is the 404 of tenancy, not the flag's 403.
    for (const client of [clientA, clientB.id])
      await featureFlags(t.ctx.db).set(client, { app__audit_aod_enabled: true, app__content_ai_enabled: true });
    const station = await createStation(t.ctx.db, clientA, { format: 'mp3' });
    await backfillStation(t.ctx, station, { hours: 20 / 3600, segmentSeconds: 10 });
    const [segment] = await t.ctx.db.select().from(segments).where(eq(segments.stationId, station.id)).limit(1);
    recorded = { station: station.id, segment: segment!.id, moment: String(segment!.startTs) };
    recording = { from: segment!.startTs, to: segment!.endTs };
  });
  afterAll(async () => t.close());

  it('knows every path parameter of the tenant routes', () => {
    expect(tenantRoutes.length).toBeGreaterThan(10);
    const unknown = Object.values(routes as Record<string, RouteDef>)
      .filter((route) => route.auth === 'user' && !route.roles?.every((role) => role === 'SUPERADMIN'))
      .flatMap((route) =>
        paramsOf(route.path)
          .filter((param) => objectOf(route.path, param) === null)
          .map((param) => `${route.method} ${route.path} :${param}`),
      );
    expect(unknown).toEqual([]);
  });

  // A device route (the StreamerBox ingest) wants a device token: without one it is a 401 too.
  const authenticatedRoutes = Object.entries(routes as Record<string, RouteDef>).filter(
    ([, route]) => route.auth === 'user' || route.auth === 'device',
  );

  it.each(authenticatedRoutes)('%s answers 401 without a token, even with a broken body', async (_name, route) => {
    const url = `/api${route.path.replace(/:([A-Za-z0-9_]+)|\*/g, 'x')}`;
    const broken =
      route.method === 'GET' || route.method === 'DELETE'
        ? {}
        : { payload: '{"broken": ', headers: { 'content-type': 'application/json' } };
    const response = await t.app.inject({ method: route.method, url, ...broken });
    expect(response.statusCode, `${route.method} ${url}: ${response.body}`).toBe(401);
    expect(response.json()).toMatchObject({ code: 'ERR_UNAUTHORIZED' });
    if (route.auth === 'device') {
      // A user's token is no device token.
      const headers = { ...('headers' in broken && broken.headers), ...asUser('admin@a.example') };
      const asAdmin = await t.app.inject({ method: route.method, url, ...broken, headers });
      expect(asAdmin.statusCode, `${route.method} ${url} as a user: ${asAdmin.body}`).toBe(401);
    }
  });

  it.each(tenantRoutes)('%s answers 404 to another client', async (_name, route) => {
    const fixture = await fixtureOfA(route);
    const params = Object.fromEntries(
      paramsOf(route.path).map((param) => {
        const object = objectOf(route.path, param)!;
        if (object === 'platform') return [param, 'youtube'];
        return [param, object === 'permission' ? 'Contents_Create' : fixture[object]];
      }),
    );
    const query = new URLSearchParams(
      requiredQuery(route.querystring).map((name) => {
        const sample = SAMPLE_QUERY_VALUES[name];
        if (!sample)
          throw new Error(
            `No sample query value '${name}' for ${route.method} ${route.path}: add one to test/route-samples.ts`,
          );
        return [name, sample(recording)] as [string, string];
      }),
    ).toString();
    const url = `/api${route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => params[name]!)}${query && `?${query}`}`;
    const bodyId = schemaId(route.body);
    if (route.body && !(bodyId && bodyId in SAMPLE_BODIES)) {
      throw new Error(`No sample body for ${route.method} ${route.path}: add one to test/route-samples.ts`);
    }
    const request = { method: route.method, url, ...(route.body && { payload: SAMPLE_BODIES[bodyId!] as object }) };

    const other = await t.app.inject({ ...request, headers: asUser('admin@b.example') });
    expect(other.statusCode, `${route.method} ${url} as client B: ${other.body}`).toBe(404);
    const own = await t.app.inject({ ...request, headers: asUser('admin@a.example') });
    expect(own.statusCode, `${route.method} ${url} as client A: ${own.body}`).not.toBe(404);
    // A command to client A's device reaches it; the device is offline (no agent in this walk), hence 504.
    const offlineDevice = own.statusCode === 504 && own.json().code === 'ERR_DEVICE_OFFLINE';
    if (!offlineDevice) expect(own.statusCode).toBeLessThan(500);
  });
});
