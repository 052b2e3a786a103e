/**
 * Property-based fuzzing over the OpenAPI document: every operation gets requests with bad
 * strings (NUL, emoji, a megabyte, path tricks), huge and odd numbers, far-future times and
 * broken bodies (cut JSON, wrong types, malformed multipart, uploads shaped as playlists and
 * concat lists of another file), as a superadmin and as a client admin. Whatever a caller sends, the answer is never a 5xx. The generator is seeded, so a
 * failure names a request that reproduces.
 *
 * Then every time a route takes (from, to, startTs, datetime...) is sent alone out of the
 * contract's bounds in an otherwise valid request: a 400 naming that field, never a 5xx; and at
 * the bounds themselves, which reach the handlers: never a 5xx.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_TIMESTAMP_MS, routes, type RouteDef } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../test/helpers';
import { createClient, createStation, createUser } from '../../test/factories';
import { listsNaming } from '../../test/hostile-media';
import { streamerBoxDevices } from '../db/schema';
import { hashDeviceToken } from './device-auth';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

const SEED = 20261124;
const CASES_PER_ROUTE = 20;

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BAD_STRINGS = [
  '',
  '\0',
  'name\0with-nul',
  '📻🎙️ emoji ✓',
  'x'.repeat(1024 * 1024),
  '../../etc/passwd',
  'lavfi:amovie=/etc/passwd',
  'file:/etc/passwd',
  '%00',
  "'; DROP TABLE users; --",
  '8640000000000001',
  '99999999999999999999999999',
  '1795502558275.1655',
  '+275761-01-01T00:00:00Z',
  '-1',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
];
const BAD_NUMBERS = [-1, 0, 1.5, 8_640_000_000_000_001, Number.MAX_SAFE_INTEGER, 1e300, -1e300, 2 ** 31];

/** Real ids and times of the fixture, so that some requests get past validation to the database. */
const KNOWN: string[] = [];

type Pick = <T>(values: readonly T[]) => T;

/** Multipart routes parse their body themselves, so OpenAPI has no request body to read it from. */
const MULTIPART_PATHS = new Set(
  Object.values(routes as Record<string, RouteDef>)
    .filter((route) => route.multipart)
    .map((route) => `/api${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`),
);

function valueFor(schema: JsonSchema | undefined, pick: Pick, depth = 0): unknown {
  if (!schema || depth > 4) return pick([...BAD_STRINGS, ...KNOWN]);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return valueFor(pick(variants), pick, depth + 1);
  if (schema.enum?.length) return pick([...schema.enum, pick(BAD_STRINGS)]);
  const type = Array.isArray(schema.type) ? pick(schema.type) : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valueFor(property, pick, depth + 1)]),
      );
    case 'array':
      return [valueFor(schema.items, pick, depth + 1), valueFor(schema.items, pick, depth + 1)];
    case 'integer':
    case 'number':
      return pick<unknown>([...BAD_NUMBERS, pick(BAD_STRINGS)]);
    case 'boolean':
      return pick<unknown>([true, false, 'maybe', 2]);
    case 'null':
      return null;
    default:
      return pick<unknown>([...BAD_STRINGS, ...KNOWN, 12, null]);
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

interface Payload {
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

/** Uploads shaped as playlists and lists of another file (issue 30): refused, never a 5xx. */
const HOSTILE_FILES = listsNaming(join(tmpdir(), 'another-client', 'segment.mp3')).map((list) => list.content);
const FILE_CONTENTS = [Buffer.from('\x89PNG'), ...HOSTILE_FILES];
const FILE_EXTENSIONS = ['png', 'mp3', 'm4a', 'txt', 'asc', 'plk', 'csv'];

function bodyFor(path: string, operation: Operation, pick: Pick): Payload {
  const content = operation.requestBody?.content ?? {};
  if (content['multipart/form-data'] || MULTIPART_PATHS.has(path)) {
    const boundary = 'fuzzboundary';
    const name = `${pick(BAD_STRINGS).slice(0, 300)}.${pick(FILE_EXTENSIONS)}`;
    const file = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      pick(FILE_CONTENTS),
    ]);
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    return pick<Payload>([
      { payload: Buffer.concat([file, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers },
      { payload: Buffer.concat([file, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers },
      { payload: file, headers },
      { payload: 'not a form', headers: { 'content-type': 'multipart/form-data' } },
      { payload: `--other\r\n\r\n`, headers },
    ]);
  }
  // A raw media body (a device's segment): a playlist or a list in the declared type.
  const media = Object.keys(content).find((type) => /^(audio|video)\//.test(type));
  if (media) return { payload: pick(HOSTILE_FILES), headers: { 'content-type': media } };
  const schema = content['application/json']?.schema;
  const json = { 'content-type': 'application/json' };
  return pick<Payload>([
    { payload: JSON.stringify(valueFor(schema, pick)), headers: json },
    { payload: JSON.stringify(valueFor(schema, pick)), headers: json },
    { payload: '{"cut": ', headers: json },
    { payload: 'null', headers: json },
    { payload: JSON.stringify([pick(BAD_STRINGS)]), headers: json },
    { payload: `{"name": "a\\u0000b", "slug": "${'x'.repeat(100_000)}"}`, headers: json },
  ]);
}

function requestFor(path: string, method: string, operation: Operation, pick: Pick) {
  const parameters = operation.parameters ?? [];
  const url = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    return encodeURIComponent(asText(valueFor(schema, pick)).slice(0, 4000));
  });
  const query = new URLSearchParams(
    parameters
      .filter((p) => p.in === 'query')
      .map((p) => [p.name, asText(valueFor(p.schema, pick)).slice(0, 4000)] as [string, string]),
  ).toString();
  const body = method === 'get' || method === 'delete' ? {} : bodyFor(path, operation, pick);
  return { method: method.toUpperCase() as 'GET', url: `${url}${query && `?${query}`}`, ...body };
}

/**
 * A time a request sends, by the contract's names: from/to and their kin (audioFrom, createdAtTo,
 * datetime.gte...), startTs/endTs, datetime, and `expires` (epoch seconds), when it takes a number.
 */
const TIME_NAME = /^(from|to|datetime|startTs|endTs|expires)$|[a-z](From|To)$|^(createdAt|datetime)\.(gte|lte)$/;
const isRangeEnd = (name: string) => /^(to|endTs)$|To$|\.lte$/.test(name);
const DEVICE_TOKEN = 'fuzz-device-token';

/** Out of the bounds as a query or a path writes it, and as a JSON body does. */
const OUT_OF_RANGE_TEXT = [
  '8640000000000001',
  String(MAX_TIMESTAMP_MS + 1),
  '-1',
  '+275761-01-01T00:00:00Z',
  '2100-01-01T00:00:00.001Z',
];
const OUT_OF_RANGE_NUMBERS = [8_640_000_000_000_001, MAX_TIMESTAMP_MS + 1, -1, 1e300];
/** [start, end] at the bounds: 1970's first second, 2100's last hour before the bound, and both. */
const AT_THE_BOUNDS: [number, number][] = [
  [0, 1000],
  [MAX_TIMESTAMP_MS - 3_600_000, MAX_TIMESTAMP_MS],
  [0, MAX_TIMESTAMP_MS],
];

interface TimeField {
  in: 'path' | 'query' | 'body';
  /** The parameter's name, or the property path in the body. */
  path: string[];
  name: string;
}

/** Reads an OpenAPI document's schemas: `$ref`s resolved, a union read as its first non-null variant. */
function schemaReader(document: OpenApiDocument) {
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    if (schema?.$ref) return resolve(document.components?.schemas?.[schema.$ref.split('/').pop()!]);
    if (schema?.allOf?.length === 1) return resolve(schema.allOf[0]);
    return schema;
  };
  const variant = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    const resolved = resolve(schema);
    const variants = resolved?.anyOf ?? resolved?.oneOf;
    if (!variants) return resolved;
    return variant(variants.find((one) => resolve(one)?.type !== 'null') ?? variants[0]);
  };
  const takesNumber = (schema: JsonSchema | undefined): boolean => {
    const resolved = resolve(schema);
    const types = [resolved?.type ?? []].flat();
    return (
      types.includes('number') ||
      types.includes('integer') ||
      [...(resolved?.anyOf ?? []), ...(resolved?.oneOf ?? [])].some(takesNumber)
    );
  };
  const isTime = (name: string, schema: JsonSchema | undefined) => TIME_NAME.test(name) && takesNumber(schema);

  /** The paths of the times in a body schema (arrays as their first item). */
  const timesIn = (schema: JsonSchema | undefined, path: string[] = [], depth = 0): string[][] => {
    const object = variant(schema);
    if (!object || depth > 6) return [];
    if (object.type === 'array') return timesIn(object.items, [...path, '0'], depth + 1);
    return Object.entries(object.properties ?? {}).flatMap(([name, property]) =>
      isTime(name, property) ? [[...path, name]] : timesIn(property, [...path, name], depth + 1),
    );
  };

  /**
   * A value the schema takes: the required properties, and those that hold times; each time at
   * `times` (its start or end by its name). Strings are the fixture's ids unless a format says.
   */
  const valid = (
    schema: JsonSchema | undefined,
    name: string,
    times: [number, number],
    ids: string[],
    depth = 0,
  ): unknown => {
    const resolved = variant(schema);
    if (isTime(name, schema)) {
      const ms = times[isRangeEnd(name) ? 1 : 0];
      return name === 'expires' ? Math.floor(Date.now() / 1000) + 3600 : ms;
    }
    if (!resolved || depth > 6) return ids[0];
    if (resolved.const !== undefined) return resolved.const;
    if (resolved.enum?.length) return resolved.enum[0];
    switch ([resolved.type].flat()[0]) {
      case 'object': {
        const required = new Set(resolved.required ?? []);
        return Object.fromEntries(
          Object.entries(resolved.properties ?? {})
            .filter(([key, property]) => required.has(key) || isTime(key, property) || timesIn(property).length > 0)
            .map(([key, property]) => [key, valid(property, key, times, ids, depth + 1)]),
        );
      }
      case 'array':
        return resolved.minItems || timesIn(resolved.items).length || isTime(name, resolved.items)
          ? [valid(resolved.items, name, times, ids, depth + 1)]
          : [];
      case 'integer':
      case 'number':
        return Math.min(Math.max(resolved.minimum ?? 1, 1), resolved.maximum ?? Infinity);
      case 'boolean':
        return false;
      case 'null':
        return null;
      default:
        if (resolved.format === 'date-time') return new Date(times[0]).toISOString();
        if (resolved.format === 'date') return '2026-11-10';
        if (resolved.format === 'email') return 'fuzz@example.com';
        if (resolved.format === 'uri' || resolved.format === 'url') return 'https://example.com/fuzz';
        return (resolved.minLength ?? 0) > ids[0]!.length ? 'x'.repeat(resolved.minLength!) : ids[0];
    }
  };
  return { takesNumber, timesIn, valid, isTime };
}

type TimeRequest = ReturnType<ReturnType<typeof timeRequests>['build']>;

/** Every time an operation takes, and a request valid but for what a test then changes. */
function timeRequests(document: OpenApiDocument, path: string, method: string, operation: Operation, ids: string[]) {
  const reader = schemaReader(document);
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content['application/json']?.schema;
  const fields: TimeField[] = [
    ...parameters
      .filter((p) => (p.in === 'path' || p.in === 'query') && reader.isTime(p.name, p.schema))
      .map((p) => ({ in: p.in as 'path' | 'query', path: [p.name], name: p.name })),
    ...reader.timesIn(body).map((where) => ({ in: 'body' as const, path: where, name: where.at(-1)! })),
  ];
  const build = (times: [number, number], replace?: { field: TimeField; value: unknown }) => {
    const value = (p: { name: string; schema?: JsonSchema }) =>
      replace?.field.in !== 'body' && replace?.field.name === p.name
        ? replace.value
        : reader.valid(p.schema, p.name, times, ids);
    const url = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      if (name === '*') return 'stations/fuzz/file.mp3';
      const parameter = parameters.find((p) => p.in === 'path' && p.name === name) ?? { name };
      return encodeURIComponent(asText(value(parameter)));
    });
    const query = new URLSearchParams(
      parameters
        .filter((p) => p.in === 'query' && (p.required || reader.isTime(p.name, p.schema)))
        .map((p) => [p.name, asText(value(p))] as [string, string]),
    ).toString();
    let payload: unknown;
    if (body) {
      payload = reader.valid(body, '', times, ids);
      if (replace?.field.in === 'body') {
        let target = payload as Record<string, unknown>;
        for (const key of replace.field.path.slice(0, -1)) target = target[key] as Record<string, unknown>;
        target[replace.field.name] = replace.value;
      }
    }
    return {
      method: method.toUpperCase() as 'GET',
      url: `${url}${query && `?${query}`}`,
      ...(payload !== undefined && {
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      }),
    };
  };
  return { fields, build };
}

describe('fuzzing every route of the OpenAPI document', () => {
  let t: TestApp;
  const callers = {
    superadmin: asUser('fuzz-superadmin@example.com'),
    'client admin': asUser('fuzz-admin@example.com'),
  };

  let auditStationId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: 'fuzz-superadmin@example.com', role: 'SUPERADMIN' });
    await createUser(t.ctx.db, { email: 'fuzz-admin@example.com', role: 'CLIENT_ADMIN', clientId: client.id });
    const station = await createStation(t.ctx.db, client.id);
    KNOWN.push(client.id, station.id, station.slug, String(Date.now() - 60_000), new Date().toISOString());
    // The times' requests name a station with audit and live mentions, so they reach those handlers.
    auditStationId = (
      await createStation(t.ctx.db, client.id, {
        featuresConfig: { audit: { enabled: true, liveMentionsEnabled: true } },
      })
    ).id;
    await t.ctx.db
      .insert(streamerBoxDevices)
      .values({ clientId: client.id, name: 'Fuzz box', tokenHash: hashDeviceToken(DEVICE_TOKEN) });
  });
  afterAll(async () => t.close());

  it('answers no request with a 5xx', { timeout: 90_000 }, async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const next = random(SEED);
    const pick: Pick = (values) => values[Math.floor(next() * values.length)]!;
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (let i = 0; i < CASES_PER_ROUTE; i++) {
          const [who, headers] = pick(Object.entries(callers));
          const request = requestFor(path, method, operation, pick);
          const response = await t.app.inject({ ...request, headers: { ...request.headers, ...headers } });
          sent++;
          if (response.statusCode >= 500) {
            const payload = typeof request.payload === 'string' ? request.payload.slice(0, 120) : '';
            failures.push(`${response.statusCode} ${request.method} ${request.url.slice(0, 160)} as ${who} ${payload}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });

  it(
    'answers a time out of bounds with 400 on that field, and one at the bounds with no 5xx',
    { timeout: 120_000 },
    async () => {
      const document = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
      const ids = [auditStationId];
      // Whoever the route lets in: roles are checked before the request is validated.
      const asCaller = async (request: TimeRequest) => {
        const responses = [];
        for (const headers of [
          callers['client admin'],
          callers.superadmin,
          { authorization: `Bearer ${DEVICE_TOKEN}` },
        ]) {
          const response = await t.app.inject({ ...request, headers: { ...request.headers, ...headers } });
          if (response.statusCode !== 401 && response.statusCode !== 403) return response;
          responses.push(response);
        }
        return responses[0]!;
      };
      const failures: string[] = [];
      const routesWithTimes: string[] = [];
      for (const [path, operations] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const { fields, build } = timeRequests(document, path, method, operation, ids);
          if (!fields.length) continue;
          routesWithTimes.push(`${method.toUpperCase()} ${path}`);
          for (const field of fields) {
            const expected = `${{ path: 'params', query: 'querystring', body: 'body' }[field.in]}.${field.path.join('.')}`;
            for (const value of field.in === 'body' ? OUT_OF_RANGE_NUMBERS : OUT_OF_RANGE_TEXT) {
              const request = build([Date.now() - 3_600_000, Date.now()], { field, value });
              const response = await asCaller(request);
              const paths =
                response.statusCode === 400 ? response.json().details?.map((d: { path: string }) => d.path) : [];
              if (!paths?.includes(expected))
                failures.push(
                  `${response.statusCode} ${request.method} ${request.url.slice(0, 160)} ${expected}=${value}: ${response.body.slice(0, 200)}`,
                );
            }
          }
          for (const times of AT_THE_BOUNDS) {
            const request = build(times);
            const response = await asCaller(request);
            if (response.statusCode >= 500)
              failures.push(
                `${response.statusCode} ${request.method} ${request.url.slice(0, 160)} at ${times.join('..')}: ${request.payload?.slice(0, 200) ?? ''}`,
              );
          }
        }
      }
      // The routes the finding named, so a schema change that hides their times fails here.
      expect(routesWithTimes).toEqual(
        expect.arrayContaining([
          'POST /api/v2/audit/gip/status-report/preview',
          'POST /api/v2/audit/gip/alternative-report/preview',
          'POST /api/v2/audit/reports/schedules-no-matches',
          'POST /api/v2/audit/reports/audios-no-matches',
          'GET /api/v2/stations/{id}/audit/reports/no-matches',
          'POST /api/v2/audit/gip/status-report',
        ]),
      );
      expect(failures).toEqual([]);
    },
  );
});
