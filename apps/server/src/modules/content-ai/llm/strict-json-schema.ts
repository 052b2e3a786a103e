/**
 * A zod schema as the JSON schema of a strict structured answer (`response_format` type
 * `json_schema`, `strict: true`). OpenAI's strict mode requires every object to list all its
 * properties in `required` and to say `additionalProperties: false`, and refuses some keywords.
 * zod 4's `z.toJSONSchema` (io: 'output') already closes objects; this pass makes sure of it,
 * turns an optional property into a required nullable one, and drops what strict mode does not
 * take (string lengths, defaults, the safe-integer bounds zod puts on `.int()`). The answer is
 * still validated with the zod schema itself, so nothing dropped here goes unchecked.
 *
 * Schemas sent to the engine should use `.nullable()` rather than `.optional()`: an optional
 * property comes back as null, which the zod schema must then accept.
 */
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Keywords strict mode refuses (or that mean nothing to the engine); zod checks them on return. */
const DROPPED = new Set(['$schema', 'minLength', 'maxLength', 'default', 'format', 'pattern']);

const isSafeIntegerBound = (key: string, value: unknown) =>
  (key === 'minimum' && value === Number.MIN_SAFE_INTEGER) || (key === 'maximum' && value === Number.MAX_SAFE_INTEGER);

function strict(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strict);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    if (DROPPED.has(key) || isSafeIntegerBound(key, value)) continue;
    if (key === 'properties' || key === '$defs' || key === 'definitions') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, schema]) => [name, strict(schema)]),
      );
    } else {
      out[key] = strict(value);
    }
  }
  if (out.type === 'object' || out.properties) {
    const properties = (out.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((out.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(properties)) {
      if (!required.has(name)) properties[name] = { anyOf: [schema, { type: 'null' }] };
    }
    out.properties = properties;
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  return out;
}

/** The JSON schema sent as `response_format.json_schema.schema` for `schema`. */
export function strictJsonSchema(schema: z.ZodType): JsonSchema {
  return strict(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })) as JsonSchema;
}
