/**
 * Holds every answer a test receives to the OpenAPI document the app serves: its status must be
 * one the operation lists, the headers it declares as required must be there and match, a JSON
 * body must match the schema, and any other body must have a content type the document names.
 * A test that receives an answer the document does not describe fails with the route, the
 * status and what did not match.
 */
import { gunzipSync, brotliDecompressSync, inflateSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type JsonObject = Record<string, unknown>;

interface DocumentResponse {
  content?: Record<string, { schema?: JsonObject }>;
  headers?: Record<string, { required?: boolean; schema?: JsonObject }>;
}

interface DocumentOperation {
  responses: Record<string, DocumentResponse>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
  components?: JsonObject;
}

/** An answer as a test sees it, whether it came from `inject` or over HTTP. */
export interface ObservedAnswer {
  method: string;
  /** The requested URL, query string included. */
  url: string;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The raw bytes, as sent (possibly compressed). */
  body: Buffer;
}

export interface AnswerValidator {
  /** Why the document does not describe the answer, or undefined when it does. */
  problemWith(answer: ObservedAnswer): string | undefined;
}

const DOCUMENT_ID = 'openapi.json';

/**
 * The document in the JSON Schema Ajv speaks: OpenAPI 3.0 writes an exclusive bound as `minimum`
 * plus `exclusiveMinimum: true`, Ajv as `exclusiveMinimum: <bound>`; `multipleOf` becomes the
 * decimal check below.
 */
function toJsonSchemaBounds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchemaBounds);
  if (!value || typeof value !== 'object') return value;
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, ...rest } =
    value as JsonObject;
  return {
    ...Object.fromEntries(
      Object.entries(rest).map(([key, item]) => [key, toJsonSchemaBounds(item)]),
    ),
    ...(typeof multipleOf === 'number'
      ? { [DECIMAL_MULTIPLE_OF]: multipleOf }
      : multipleOf !== undefined && { multipleOf: toJsonSchemaBounds(multipleOf) }),
    ...bound('minimum', 'exclusiveMinimum', minimum, exclusiveMinimum),
    ...bound('maximum', 'exclusiveMaximum', maximum, exclusiveMaximum),
  };
}

function bound(name: string, exclusiveName: string, inclusive: unknown, exclusive: unknown) {
  if (exclusive === true) return { [exclusiveName]: inclusive };
  const kept: JsonObject = {};
  if (inclusive !== undefined) kept[name] = toJsonSchemaBounds(inclusive);
  if (exclusive !== undefined && typeof exclusive !== 'boolean') kept[exclusiveName] = exclusive;
  return kept;
}

/**
 * `multipleOf` checked on the numbers' decimal digits: Ajv divides floats, and 999999999999.99 /
 * 0.01 is not a whole number in floats, whatever tolerance it is given.
 */
const DECIMAL_MULTIPLE_OF = 'x-decimal-multiple-of';

function decimalsOf(value: number): number {
  const match = /^-?\d+(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  return Math.max(0, (match?.[1]?.length ?? 0) - Number(match?.[2] ?? 0));
}

function isDecimalMultipleOf(step: number, value: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return true;
  const decimals = decimalsOf(step);
  if (decimalsOf(value) > decimals) return false;
  const scale = 10 ** decimals;
  return Math.round(value * scale) % Math.round(step * scale) === 0;
}

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

interface PathPattern {
  path: string;
  regex: RegExp;
  /** Literal segments: the router prefers `/workspaces/invitations` to `/workspaces/{id}`. */
  literalSegments: number;
}

function pathPatternOf(path: string): PathPattern {
  const segments = path.split('/');
  const source = segments
    .map((segment) =>
      /^\{.+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return {
    path,
    // The app ignores a trailing slash.
    regex: new RegExp(`^${source}/?$`),
    literalSegments: segments.filter((segment) => !segment.startsWith('{')).length,
  };
}

function headerValue(headers: ObservedAnswer['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function decodedBody(answer: ObservedAnswer): string {
  const encoding = headerValue(answer.headers, 'content-encoding');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

function mediaTypeOf(answer: ObservedAnswer): string | undefined {
  return headerValue(answer.headers, 'content-type')?.split(';')[0]?.trim().toLowerCase();
}

export function createAnswerValidator(document: OpenApiDocument): AnswerValidator {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addKeyword({
    keyword: DECIMAL_MULTIPLE_OF,
    schemaType: 'number',
    validate: isDecimalMultipleOf,
    error: { message: ({ schema }) => `must be a multiple of ${String(schema)}` },
  });
  ajv.addSchema({ ...(toJsonSchemaBounds(document) as JsonObject), $id: DOCUMENT_ID });
  const compiled = new Map<string, ValidateFunction>();
  const patterns = Object.keys(document.paths)
    .map(pathPatternOf)
    .sort((a, b) => b.literalSegments - a.literalSegments);

  function validatorAt(pointer: string): ValidateFunction {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.getSchema(`${DOCUMENT_ID}#${pointer}`);
      if (!validate) throw new Error(`The document has no schema at ${pointer}`);
      compiled.set(pointer, validate);
    }
    return validate;
  }

  function schemaProblem(pointer: string, value: unknown): string | undefined {
    const validate = validatorAt(pointer);
    if (validate(value)) return undefined;
    return ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' });
  }

  function headerProblems(
    answer: ObservedAnswer,
    response: DocumentResponse,
    pointer: string,
  ): string[] {
    const problems: string[] = [];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = headerValue(answer.headers, name);
      if (value === undefined) {
        if (header.required) problems.push(`the required header ${name} is missing`);
        continue;
      }
      if (!header.schema) continue;
      const problem = schemaProblem(`${pointer}/headers/${escapePointer(name)}/schema`, value);
      if (problem) problems.push(`header ${name}: ${problem}`);
    }
    return problems;
  }

  function bodyProblem(
    answer: ObservedAnswer,
    response: DocumentResponse,
    pointer: string,
  ): string | undefined {
    const mediaType = mediaTypeOf(answer);
    const content = response.content ?? {};
    const declared = Object.keys(content);
    if (answer.method === 'HEAD' || answer.body.length === 0) {
      return declared.length === 0 || answer.method === 'HEAD' || answer.status === 304
        ? undefined
        : `an empty body, where the document declares ${declared.join(', ')}`;
    }
    if (declared.length === 0) return undefined;
    if (!mediaType || !(mediaType in content)) {
      return `content type ${mediaType ?? '(none)'}, where the document declares ${declared.join(', ')}`;
    }
    const schema = content[mediaType]?.schema;
    // A file's bytes are a file's, whatever its type (a stored JSON file is not an API answer).
    if (mediaType !== 'application/json' || !schema || schema.format === 'binary') return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(decodedBody(answer));
    } catch {
      return 'a body that is not JSON';
    }
    return schemaProblem(`${pointer}/content/application~1json/schema`, parsed);
  }

  return {
    problemWith(answer) {
      const path = answer.url.split('?')[0] ?? answer.url;
      const pattern = patterns.find((candidate) => candidate.regex.test(path));
      if (!pattern) return undefined;
      // Fastify answers HEAD with the GET route's headers and no body.
      const method = answer.method.toLowerCase() === 'head' ? 'get' : answer.method.toLowerCase();
      const operation = document.paths[pattern.path]?.[method];
      // A method the path does not have is not an operation the document describes.
      if (!operation) return undefined;
      const route = `${answer.method.toUpperCase()} ${pattern.path}`;
      const status = String(answer.status);
      const response = operation.responses[status] ?? operation.responses.default;
      if (!response) {
        const listed = Object.keys(operation.responses).join(', ');
        return `${route} answered ${status}, which the document does not list (it lists ${listed}): ${decodedBody(answer).slice(0, 300)}`;
      }
      const pointer = `/paths/${escapePointer(pattern.path)}/${method}/responses/${operation.responses[status] ? status : 'default'}`;
      const problems = [
        ...headerProblems(answer, response, pointer),
        bodyProblem(answer, response, pointer),
      ].filter((problem): problem is string => Boolean(problem));
      if (problems.length === 0) return undefined;
      return `${route} answered ${status} that does not match the document: ${problems.join('; ')}`;
    },
  };
}

const validators = new Map<string, AnswerValidator>();

/** One validator per distinct document (every test app in a worker serves the same one). */
export function answerValidatorFor(document: OpenApiDocument): AnswerValidator {
  const key = JSON.stringify(document);
  let validator = validators.get(key);
  if (!validator) {
    validator = createAnswerValidator(document);
    validators.set(key, validator);
  }
  return validator;
}
