import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@groundwork/shared/common/api-error';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@groundwork/shared/common/idempotency';

declare module 'fastify' {
  interface FastifySchema {
    /** Headers an answer carries, by status, for the OpenAPI document: `{ ETag: { type, description } }`. */
    responseHeaders?: Record<number, Record<string, { type: 'string'; description: string }>>;
  }
}

/** The error answers a route declares beyond those every route of its shape can give. */
export type ErrorStatus = 400 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

/** `response` entries for a route's own error answers, each with the `{ error, code }` schema. */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}

const tagDescriptions: Record<string, string> = {
  health: 'Liveness and readiness of the instance',
  auth: 'Phone sign-in with one-time codes, sessions and the signed-in user',
  workspaces: 'Workspaces, members, invitations and roles',
  projects: 'Projects, their budgets, progress and team',
  dashboard: 'Metrics over the projects a member can see',
  tasks: 'Tasks of the projects a member can see: filters, sorting, status changes and assignment',
  comments: 'Comments on a task: any member who can see it reads and adds; its author edits',
  checklists:
    "Checklists in a task and their items: whoever can see the task reads, all but clients tick, managers and the task's creator shape; the workspace's checklist templates",
  labels:
    "The workspace's labels: every active member reads them and filters tasks by them, managers name, colour and delete them",
  notifications:
    "The caller's notifications: list, unread count, read and dismiss; which of them also come by SMS, and when",
  sms: 'What people answer by SMS (STOP, START, HELP), posted by the SMS gateway',
  events: 'A Server-Sent Events stream of notifications and changes the caller may see',
  files:
    'Task files: streamed uploads checked by name, type, content and size, short-lived signed downloads',
  ventures:
    'Crowdfunding inside a workspace: drafts, publishing, conversion to a project, and venture files',
  pledges: 'Pledges to live ventures, all-or-nothing: pending, then confirmed or refunded',
  search: 'Words, prefixes and typos across what the caller may see in a workspace',
};

const responseDescriptions: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  400: 'The input is invalid; `details` lists every problem',
  401: 'No session, or an invalid or expired one',
  403: "The caller's role does not allow this; `error` says why",
  404: 'Not found, or not visible to the caller',
  409: 'Conflicts with the current state, or a request with the same `Idempotency-Key` is still running',
  412: 'The resource changed since the version `If-Match` names; the body is its current version',
  413: 'The body is too large',
  415: 'The content type is not accepted',
  422: 'The `Idempotency-Key` was already used for a different request',
  429: 'Too many requests; `Retry-After` says when to try again',
  500: 'An unexpected failure (the database refused a write, a fault); `error` says only that',
  502: 'An outside service (the SMS gateway) failed',
  503: 'Not ready: shutting down, or the database does not answer',
};

type JsonObject = Record<string, unknown>;
interface Operation {
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: { properties?: JsonObject } }> };
  parameters?: ({ in: string; name: string } | { $ref: string })[];
  tags?: string[];
  responses: Record<string, { description?: string; content?: JsonObject }>;
}

const errorContent = {
  'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
};

/** Methods that write, and whose body Fastify reads (so may refuse) whether a route declares one. */
const WRITING_METHODS = new Set(['post', 'put', 'patch', 'delete']);

const idempotencyKeyParameter = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description: [
    'Names this change so that sending it again (after a lost answer) applies it once. A repeat of',
    'the same request within 24 hours is answered what the first one was, with',
    `\`${IDEMPOTENT_REPLAYED_HEADER}: true\`, without applying it again; one sent while the first is`,
    'still running waits for it, or answers 409 after about 10 seconds. The same key with a',
    'different request answers 422. Answers of 500 and above, and 429, are not kept: a repeat runs',
    'again. Keys belong to the person who sent them. Ignored on requests without a session',
    '(sign-in, the SMS webhook).',
  ].join(' '),
  schema: {
    type: 'string' as const,
    minLength: 1,
    maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
    pattern: '^[!-~]+$',
  },
};

/** A parameter or body field that names something the server looks up: `workspaceId`, `x-task-id`. */
const LOOKED_UP_NAME = /[a-z]Id$|^x-[a-z-]+-id$/;

function bodyFieldNames(operation: Operation): string[] {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  return Object.keys(schema?.properties ?? {});
}

function namesLookedUp(operation: Operation): boolean {
  const parameters = (operation.parameters ?? []).filter((p) => 'in' in p);
  return (
    parameters.some((p) => p.in === 'path' || LOOKED_UP_NAME.test(p.name)) ||
    bodyFieldNames(operation).some((name) => LOOKED_UP_NAME.test(name))
  );
}

/**
 * Error answers that follow from an operation's shape, so no route can forget them: a session
 * (401), a method that reads a body, declared or not (400 malformed or invalid, 413 past the
 * size limit, 415 a content type it does not parse), parameters (400),
 * ids in the path, query, headers or body (404 when they name nothing the caller may see), an
 * `Idempotency-Key` on a write with a session (400 invalid, 409 still running, 422 used for
 * another request), 500 from any route on an unexpected failure, and 503 from any route while
 * the instance shuts down.
 */
function impliedErrorStatuses(method: string, operation: Operation): number[] {
  const statuses: number[] = [500, 503];
  if (operation.security?.length) statuses.push(401);
  if (WRITING_METHODS.has(method)) statuses.push(400, 413, 415);
  if (operation.parameters?.some((p) => 'in' in p)) statuses.push(400);
  if (namesLookedUp(operation)) statuses.push(404);
  if (WRITING_METHODS.has(method) && operation.security?.length) statuses.push(400, 409, 422);
  return statuses;
}

function completeOperation(method: string, operation: Operation) {
  for (const status of impliedErrorStatuses(method, operation)) {
    operation.responses[status] ??= { description: '', content: errorContent };
  }
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!response.description || response.description === 'Default Response') {
      response.description = responseDescriptions[status] ?? 'Answer';
    }
  }
  if (WRITING_METHODS.has(method)) {
    operation.parameters = [
      ...(operation.parameters ?? []),
      { $ref: '#/components/parameters/IdempotencyKey' },
    ];
  }
}

function collectRefs(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') into.add(item.split('/').at(-1) ?? item);
      else collectRefs(item, into);
    }
  }
}

/** Drops component schemas no operation reaches (the zod provider emits an input and an output variant of each). */
function pruneUnusedSchemas(document: { paths: JsonObject; components: { schemas: JsonObject } }) {
  const used = new Set<string>();
  collectRefs(document.paths, used);
  const pending = [...used];
  while (pending.length) {
    const name = pending.pop() as string;
    const found = new Set<string>();
    collectRefs(document.components.schemas[name], found);
    for (const ref of found) {
      if (!used.has(ref)) {
        used.add(ref);
        pending.push(ref);
      }
    }
  }
  document.components.schemas = Object.fromEntries(
    Object.entries(document.components.schemas).filter(([name]) => used.has(name)),
  );
}

function finishDocument(document: ReturnType<typeof jsonSchemaTransformObject>) {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const tags = new Set<string>();
  for (const pathItem of Object.values(paths)) {
    for (const [method, operation] of Object.entries(pathItem)) {
      completeOperation(method, operation);
      for (const tag of operation.tags ?? []) tags.add(tag);
    }
  }
  pruneUnusedSchemas(document as never);
  return {
    ...document,
    tags: [...tags].sort().map((name) => ({ name, description: tagDescriptions[name] })),
  };
}

/** Where the API is reached: PUBLIC_URL when set, else the address the caller used. */
function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

const description = [
  'The HTTP API of Groundwork, the same one its web app uses.',
  '',
  'Authenticate a script by signing in as a person does: `POST /api/auth/register` with',
  '`{ "phoneNumber" }` sends a one-time code by SMS; `POST /api/auth/verify` with',
  '`{ "phoneNumber", "code" }` answers `{ sessionToken, user }`. Send the token as',
  '`Authorization: Bearer <token>` on every other call. Every error answers',
  '`{ error, code, details? }`, where `error` is the message a person reads.',
  '',
  'Text in a body, query, path or header refuses control characters other than tab, line feed and',
  'carriage return, and lone UTF-16 surrogates (400 naming the field); a query parameter sent',
  'empty is refused (400) rather than read as absent: leave it out instead. A method a path does',
  'not have answers 405 `METHOD_NOT_ALLOWED` with an `Allow` header listing the methods it has;',
  'a path the API does not have answers 404.',
  '',
  'Every write that needs a session takes an optional `Idempotency-Key` header: send the same key',
  'when sending a change again after a lost answer, and it is applied once. A task answers an',
  '`ETag`; `PUT /api/tasks/{id}` with `If-Match` changes it only if it is still that version, else',
  'answers 412 with the task as it is now.',
].join('\n');

/**
 * The zod provider's transform, then the route's `responseHeaders` moved onto its answers, where
 * @fastify/swagger documents them.
 */
function transformRoute(input: Parameters<typeof jsonSchemaTransform>[0]) {
  const transformed = jsonSchemaTransform(input);
  const { responseHeaders, ...schema } = transformed.schema as JsonObject & {
    responseHeaders?: Record<string, JsonObject>;
    response?: Record<string, JsonObject>;
  };
  for (const [status, headers] of Object.entries(responseHeaders ?? {})) {
    const answer = schema.response?.[status];
    if (schema.response && answer) schema.response[status] = { ...answer, headers };
  }
  return { ...transformed, schema };
}

/** The OpenAPI document, generated from the routes' zod schemas, and a page to browse it. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string | undefined) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Groundwork API', version: '1.0.0', description },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token that `POST /api/auth/verify` answers',
          },
        },
        parameters: { IdempotencyKey: idempotencyKeyParameter },
      },
    },
    transform: transformRoute,
    transformObject: (input) => finishDocument(jsonSchemaTransformObject(input)),
  });

  // The address and the terms depend on how the server is reached, so they are added per request.
  const withOrigin = (document: Readonly<Record<string, unknown>>, request: FastifyRequest) => {
    const origin = originOf(request, publicUrl);
    const info = document.info as JsonObject;
    return {
      ...document,
      info: { ...info, license: { name: 'Groundwork terms of use', url: `${origin}/terms` } },
      servers: [{ url: origin, description: 'This Groundwork server' }],
    };
  };
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformSpecification: (document, request) => withOrigin(document, request),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (request) =>
    withOrigin(app.swagger() as unknown as JsonObject, request),
  );
}
