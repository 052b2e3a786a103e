/**
 * Property-based fuzzing over the OpenAPI document: every operation gets requests with bad
 * strings (NUL, emoji, a megabyte, path tricks), huge and odd numbers, far-future times and
 * broken bodies (cut JSON, wrong types, malformed multipart), as a superadmin and as a client
 * admin. Whatever a caller sends, the answer is never a 5xx. The generator is seeded, so a
 * failure names a request that reproduces.
 */
import { routes, type RouteDef } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../test/helpers';
import { createClient, createStation, createUser } from '../../test/factories';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

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

function bodyFor(path: string, operation: Operation, pick: Pick): Payload {
  const content = operation.requestBody?.content ?? {};
  if (content['multipart/form-data'] || MULTIPART_PATHS.has(path)) {
    const boundary = 'fuzzboundary';
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${pick(BAD_STRINGS).slice(0, 300)}.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
    return pick<Payload>([
      {
        payload: `${file}\r\n--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      { payload: file, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
      { payload: 'not a form', headers: { 'content-type': 'multipart/form-data' } },
      { payload: `--other\r\n\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
    ]);
  }
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

describe('fuzzing every route of the OpenAPI document', () => {
  let t: TestApp;
  const callers = {
    superadmin: asUser('fuzz-superadmin@example.com'),
    'client admin': asUser('fuzz-admin@example.com'),
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: 'fuzz-superadmin@example.com', role: 'SUPERADMIN' });
    await createUser(t.ctx.db, { email: 'fuzz-admin@example.com', role: 'CLIENT_ADMIN', clientId: client.id });
    const station = await createStation(t.ctx.db, client.id);
    KNOWN.push(client.id, station.id, station.slug, String(Date.now() - 60_000), new Date().toISOString());
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
});
