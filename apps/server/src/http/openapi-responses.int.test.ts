/**
 * Every operation of the OpenAPI document declares its success answer: a JSON schema, the media
 * types a file or stream answer has, or 204 with no body; and every error status it may answer
 * has the one error shape. Uploads read by the route itself still declare their body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT, routes } from '@antena/contract';
import { buildTestApp, type TestApp } from '../../test/helpers';

interface Response {
  content?: Record<string, { schema?: object }>;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('declares a success answer with a schema for every operation', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
    };
    const missing: string[] = [];
    let operations = 0;
    // The bundled identity provider's sign-in pages share the server but are not the API.
    const api = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/'));
    for (const [path, methods] of api) {
      for (const [method, operation] of Object.entries(methods)) {
        operations++;
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        const described = success.some(
          ([status, response]) =>
            status === '204' || Object.values(response.content ?? {}).some((media) => media.schema !== undefined),
        );
        if (!described) missing.push(`${method.toUpperCase()} ${path}`);
        const unauthorized = Object.values(operation.responses?.['401']?.content ?? {}).some((media) => media.schema);
        if (!unauthorized) missing.push(`${method.toUpperCase()} ${path} (401)`);
      }
    }
    expect(operations).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });

  it('declares the body of every upload: the device segment types and the multipart forms', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema?: object }> } }>>;
    };
    const operation = (path: string, method: string) =>
      document.paths[`${API_ROOT}${path.replace(/:(\w+)/g, '{$1}')}`]?.[method.toLowerCase()];
    const ingest = operation(routes.ingestDeviceSegment.path, routes.ingestDeviceSegment.method);
    expect(Object.keys(ingest?.requestBody?.content ?? {})).toEqual(['audio/mpeg', 'audio/aac', 'video/mp2t']);
    expect(ingest?.requestBody?.content['audio/mpeg']?.schema).toMatchObject({ type: 'string', format: 'binary' });
    const forms = Object.values(routes).filter((route) => 'multipart' in route && route.multipart);
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      const content = operation(form.path, form.method)?.requestBody?.content;
      expect(content?.['multipart/form-data']?.schema, form.path).toMatchObject({
        properties: { file: { format: 'binary' } },
      });
    }
  });
});
