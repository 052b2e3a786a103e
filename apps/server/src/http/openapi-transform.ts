/**
 * OpenAPI from the contract's zod schemas, plus the request bodies no schema describes: a route
 * that reads its body itself (a multipart form, a device's raw segment) would otherwise appear to
 * take none. The added schema only documents: fastify never validates a body with it.
 *
 * A contract schema named with `.meta({ id })` is written into each operation as a `$ref` to
 * `#/components/schemas/<id>` (`<id>Input` where it describes a request): `openApiTransformObject`
 * puts those named schemas into the document's components, without which every such `$ref`
 * dangles. The two go together in @fastify/swagger's options.
 */
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const BINARY = { type: 'string', format: 'binary' };

const MULTIPART_BODY = {
  type: 'object',
  description: 'A multipart form: the file, and the text fields the summary names',
  properties: { file: BINARY },
  additionalProperties: { type: 'string' },
};

export const openApiTransform: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const consumes = input.schema?.consumes as string[] | undefined;
  if (!consumes?.length || input.schema?.body) return transformed;
  const body = consumes.includes('multipart/form-data')
    ? MULTIPART_BODY
    : { ...BINARY, description: 'The bytes, in one of the consumed types' };
  return { ...transformed, schema: { ...transformed.schema, body } };
};

/** The document's components: the named contract schemas every operation's `$ref`s point at. */
export const openApiTransformObject = jsonSchemaTransformObject;
