import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNullSchema = (value: unknown) =>
  isObject(value) && value.type === 'null' && Object.keys(value).length === 1;

// Keywords that only constrain values: a serializer never checks them, so they only cost.
const VALIDATION_ONLY = new Set([
  '$schema',
  'pattern',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'description',
  'examples',
]);

// Keywords whose values are data, not schemas.
const VERBATIM = new Set(['const', 'enum', 'default', 'required']);

/**
 * Rewrites zod's JSON Schema into the shapes fast-json-stringify serialises without a runtime
 * validator: `anyOf [X, null]` and `type: [X, 'null']` become `nullable: true` (an `anyOf` would be
 * checked with Ajv on every answer), and constraints a serialiser ignores are dropped. Formats are
 * kept: `date-time` is what turns a Date into its ISO string.
 */
function forSerialization(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerialization);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (VALIDATION_ONLY.has(key)) continue;
    if (VERBATIM.has(key)) {
      out[key] = value;
      continue;
    }
    if (key === 'properties' || key === 'definitions' || key === '$defs') {
      out[key] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, sub]) => [name, forSerialization(sub)]),
      );
    } else {
      out[key] = forSerialization(value);
    }
  }
  const options = out.anyOf ?? out.oneOf;
  if (Array.isArray(options) && options.length === 2 && options.some(isNullSchema)) {
    const other = options.find((option) => !isNullSchema(option)) as JsonSchema;
    delete out.anyOf;
    delete out.oneOf;
    return { ...other, ...out, nullable: true };
  }
  if (Array.isArray(out.type) && out.type.length === 2 && out.type.includes('null')) {
    out.type = out.type.find((type) => type !== 'null');
    out.nullable = true;
  }
  return out;
}

/** The JSON Schema of a zod response schema, as it is written on the wire (`io: 'output'`). */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return forSerialization(
    z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }),
  ) as JsonSchema;
}

function zodSchemaOf(schema: unknown): z.ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  if (isObject(schema) && schema.properties instanceof z.ZodType) return schema.properties;
  return null;
}

/**
 * Fastify's serializer compiler: each route's response schema becomes a fast-json-stringify
 * function once, when the route is registered, instead of a zod parse of every answer.
 * Properties the schema does not name are left out. A schema JSON Schema cannot express (a
 * transform, a Date) keeps zod's own serialiser.
 */
export function createSerializerCompiler(): FastifySerializerCompiler<unknown> {
  const compiled = new WeakMap<object, Serialize>();
  return (route) => {
    const zodSchema = zodSchemaOf(route.schema);
    const key = (zodSchema ?? route.schema) as object;
    const known = compiled.get(key);
    if (known) return known;
    let serialize: Serialize;
    if (!zodSchema) {
      serialize = fastJson(forSerialization(route.schema) as JsonSchema);
    } else {
      let jsonSchema: JsonSchema | null;
      try {
        jsonSchema = responseJsonSchema(zodSchema);
      } catch {
        jsonSchema = null;
      }
      serialize = jsonSchema
        ? fastJson(jsonSchema)
        : (zodSerializerCompiler(route as never) as Serialize);
    }
    compiled.set(key, serialize);
    return serialize;
  };
}

export const serializerCompiler = createSerializerCompiler();

/** The same compiled serialiser a route answering `schema` uses, for answers built ahead. */
export function jsonSerializerFor(schema: z.ZodType): Serialize {
  return serializerCompiler({ schema } as never) as Serialize;
}
