/**
 * The OpenAPI document is one a client generator can read: it passes a real OpenAPI validator
 * (schema of the specification, then $ref resolution), and every `$ref` in it points at
 * something the document holds, so no body or answer is left as an unknown type.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';

/** Every `$ref` in the document, with the JSON pointer of the object that holds it. */
function collectRefs(value: unknown, at = '#', found: { at: string; ref: string }[] = []) {
  if (Array.isArray(value)) value.forEach((item, index) => collectRefs(item, `${at}/${index}`, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push({ at, ref: child });
      else collectRefs(child, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, found);
    }
  }
  return found;
}

/** What a local reference (`#/a/b`) points at in the document, or undefined. */
function resolveLocal(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const token of ref.slice(2).split('/')) {
    const key = decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

describe('the OpenAPI document at /api/docs/json', () => {
  let t: TestApp;
  let document: Parameters<typeof SwaggerParser.validate>[0] & object;
  beforeAll(async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => t.close());

  it('resolves every $ref to a schema the document holds', () => {
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(0);
    const dangling = refs.filter(({ ref }) => resolveLocal(document, ref) === undefined);
    expect(dangling.map(({ at, ref }) => `${ref} (at ${at})`)).toEqual([]);
  });

  it('passes an OpenAPI validator', async () => {
    // The validator dereferences the object it is given: hand it a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
  });
});
