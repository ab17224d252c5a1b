import crypto from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { updateMeInputSchema } from '@groundwork/shared/auth/schemas';
import {
  checklistInputSchema,
  checklistItemInputSchema,
  checklistItemUpdateSchema,
  checklistTemplateInputSchema,
  checklistUpdateSchema,
} from '@groundwork/shared/checklists/schemas';
import { commentInputSchema } from '@groundwork/shared/comments/schemas';
import { labelInputSchema, labelUpdateSchema } from '@groundwork/shared/labels/schemas';
import { ALLOWED_TEXT_PATTERN, hasOnlyAllowedCharacters } from '@groundwork/shared/common/text';
import {
  createProjectInputSchema,
  updateProjectInputSchema,
} from '@groundwork/shared/projects/schemas';
import { createTaskInputSchema, updateTaskInputSchema } from '@groundwork/shared/tasks/schemas';
import { createVentureInputSchema, ventureInputSchema } from '@groundwork/shared/ventures/schemas';
import {
  createWorkspaceInputSchema,
  updateWorkspaceInputSchema,
} from '@groundwork/shared/workspaces/schemas';
import { updateNotificationPreferencesSchema } from '@groundwork/shared/notifications/notification-preferences';
import { addChecklistItem, createChecklist, createChecklistTemplate } from './checklist-factory';
import { createDataDir, sampleBytes } from './file-factory';
import { createLabel } from './label-factory';
import { createProject } from './project-factory';
import { createComment, createTask } from './task-factory';
import { createTestApp, createUser, type TestContext, type TestUser } from './test-app';
import { createLiveVenture, createVenture, ventureFields } from './venture-factory';
import { addMember, createWorkspace } from './workspace-factory';

/**
 * Text of every kind, sent to every write route and every query and path parameter the served
 * document lists: nothing answers 5xx, every refusal is a 4xx `{ error }`, and whatever a write
 * accepts reads back exactly as the route's own schema made it (trimmed, blank as none).
 */

const RUNS_PER_WRITE = 30;
const RUNS_PER_PARAMETER = 8;
// A ceiling for a loaded machine; each route's runs take a few seconds on a quiet one.
const WRITE_ROUTE_TIMEOUT_MS = 120_000;

const controlCharacters = ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u000E', '\u001F'];
const textPieces = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(...controlCharacters, '\u007F', '\t', '\n', '\r', ' '),
  // Lone surrogates, which may also meet a neighbour and pair up.
  fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
  // Right-to-left text and marks, emoji sequences, combining marks.
  fc.constantFrom('\u200F', '\u202E', '\u2067', 'مرحبا', 'שלום'),
  fc.constantFrom('😀', '👩‍👩‍👧', '🏳️‍🌈', 'e\u0301', 'a\u0308\u0323'),
);
const generatedText = fc.oneof(
  { weight: 5, arbitrary: fc.array(textPieces, { maxLength: 8 }).map((parts) => parts.join('')) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '😀', 'ש', 'e\u0301'), fc.integer({ min: 50, max: 6_000 }))
      .map(([unit, count]) => unit.repeat(count)),
  },
);

interface Fixture {
  owner: TestUser;
  member: TestUser;
  workspaceId: string;
  memberRowId: string;
  projectId: string;
  taskId: string;
  commentId: string;
  /** A task of its own for new checklists, which a task holds only so many of. */
  checklistTaskId: string;
  checklistId: string;
  checklistItemId: string;
  checklistTemplateId: string;
  labelId: string;
  draftVentureId: string;
  liveVentureId: string;
}

/** A write route: where each text field goes, and how what it stored is read back. */
interface WriteCase {
  fields: readonly string[];
  request(fixture: Fixture, field: string, text: string): InjectOptions;
  /** The stored fields, read back after a 2xx; absent when the route keeps no text as sent. */
  readBack?(ctx: TestContext, fixture: Fixture, answer: LightMyRequestResponse): Promise<unknown>;
  /** What the route's schema makes of the body it was sent (the fields `readBack` answers). */
  expected?(body: Record<string, unknown>): unknown;
  /** The text as the request's encoding carries it, when that differs from what was generated. */
  carried?(text: string): string;
}

function pick(value: Record<string, unknown>, fields: readonly string[]) {
  return Object.fromEntries(fields.map((field) => [field, value[field]]));
}

async function getJson(ctx: TestContext, user: TestUser, url: string) {
  const response = await ctx.app.inject({ method: 'GET', url, headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json() as Record<string, unknown>;
}

/** A JSON write whose body is `defaults` with `field` replaced by the generated text. */
function jsonWrite(
  method: 'POST' | 'PUT',
  url: (fixture: Fixture) => string,
  defaults: (fixture: Fixture) => Record<string, unknown>,
  fields: readonly string[],
  readBack?: {
    schema: z.ZodType;
    get: (fixture: Fixture, answer: LightMyRequestResponse) => string;
    find?: (stored: unknown, fixture: Fixture, answer: LightMyRequestResponse) => unknown;
  },
): WriteCase {
  return {
    fields,
    request: (fixture, field, text) => ({
      method,
      url: url(fixture),
      headers: fixture.owner.headers,
      payload: { ...defaults(fixture), [field]: text },
    }),
    readBack:
      readBack &&
      (async (ctx, fixture, answer) => {
        const stored = await getJson(ctx, fixture.owner, readBack.get(fixture, answer));
        const found = readBack.find ? readBack.find(stored, fixture, answer) : stored;
        return pick(found as Record<string, unknown>, fields);
      }),
    expected:
      readBack && ((body) => pick(readBack.schema.parse(body) as Record<string, unknown>, fields)),
  };
}

const idOf = (answer: LightMyRequestResponse) => (answer.json() as { id: string }).id;
const workspaceFields = ['name', 'description'] as const;
const projectFields = ['name', 'description', 'type'] as const;
const taskFields = ['title', 'description', 'transactionType'] as const;
const ventureTextFields = ['name', 'description', 'pitchContent'] as const;

const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Every POST and PUT of the document, by `METHOD path`. */
const writeCases: Record<string, WriteCase> = {
  'POST /api/workspaces': jsonWrite(
    'POST',
    () => '/api/workspaces',
    () => ({ name: 'Depot', description: 'Tools' }),
    workspaceFields,
    {
      schema: createWorkspaceInputSchema,
      get: (_fixture, answer) => `/api/workspaces/${idOf(answer)}`,
    },
  ),
  'PUT /api/workspaces/{id}': jsonWrite(
    'PUT',
    (f) => `/api/workspaces/${f.workspaceId}`,
    () => ({ name: 'Depot', description: 'Tools' }),
    workspaceFields,
    { schema: updateWorkspaceInputSchema, get: (f) => `/api/workspaces/${f.workspaceId}` },
  ),
  'POST /api/workspaces/{id}/invites': jsonWrite(
    'POST',
    (f) => `/api/workspaces/${f.workspaceId}/invites`,
    () => ({ phoneNumber: '+14155550000', role: 'contractor' }),
    ['phoneNumber', 'role'],
  ),
  'PUT /api/workspaces/{id}/members/{memberId}/role': jsonWrite(
    'PUT',
    (f) => `/api/workspaces/${f.workspaceId}/members/${f.memberRowId}/role`,
    () => ({ role: 'client' }),
    ['role'],
  ),
  'POST /api/projects': jsonWrite(
    'POST',
    (f) => `/api/projects?workspaceId=${f.workspaceId}`,
    () => ({ name: 'Shed', description: 'Garden shed', type: 'Build' }),
    projectFields,
    {
      schema: createProjectInputSchema,
      get: (f, answer) => `/api/projects/${idOf(answer)}?workspaceId=${f.workspaceId}`,
    },
  ),
  'PUT /api/projects/{id}': jsonWrite(
    'PUT',
    (f) => `/api/projects/${f.projectId}?workspaceId=${f.workspaceId}`,
    () => ({ name: 'Shed', description: 'Garden shed', type: 'Build' }),
    projectFields,
    {
      schema: updateProjectInputSchema,
      get: (f) => `/api/projects/${f.projectId}?workspaceId=${f.workspaceId}`,
    },
  ),
  'POST /api/projects/{id}/assignments': jsonWrite(
    'POST',
    (f) => `/api/projects/${f.projectId}/assignments?workspaceId=${f.workspaceId}`,
    (f) => ({ userId: f.member.id, role: 'contractor' }),
    ['userId', 'role'],
  ),
  'POST /api/tasks': jsonWrite(
    'POST',
    (f) => `/api/tasks?workspaceId=${f.workspaceId}`,
    (f) => ({
      title: 'Paint',
      description: 'Two coats',
      transactionType: 'Labour',
      projectId: f.projectId,
    }),
    taskFields,
    {
      schema: createTaskInputSchema,
      get: (f, answer) => `/api/tasks/${idOf(answer)}?workspaceId=${f.workspaceId}`,
    },
  ),
  'PUT /api/tasks/{id}': jsonWrite(
    'PUT',
    (f) => `/api/tasks/${f.taskId}?workspaceId=${f.workspaceId}`,
    () => ({ title: 'Paint', description: 'Two coats', transactionType: 'Labour' }),
    taskFields,
    {
      schema: updateTaskInputSchema,
      get: (f) => `/api/tasks/${f.taskId}?workspaceId=${f.workspaceId}`,
    },
  ),
  'POST /api/tasks/{taskId}/comments': jsonWrite(
    'POST',
    (f) => `/api/tasks/${f.taskId}/comments`,
    () => ({ content: 'Done' }),
    ['content'],
    {
      schema: commentInputSchema,
      get: (f) => `/api/tasks/${f.taskId}/comments`,
      find: (list, _f, answer) =>
        (list as { id: string }[]).find((comment) => comment.id === idOf(answer)),
    },
  ),
  'PUT /api/tasks/{taskId}/comments/{commentId}': jsonWrite(
    'PUT',
    (f) => `/api/tasks/${f.taskId}/comments/${f.commentId}`,
    () => ({ content: 'Done' }),
    ['content'],
    {
      schema: commentInputSchema,
      get: (f) => `/api/tasks/${f.taskId}/comments`,
      find: (list, f) => (list as { id: string }[]).find((comment) => comment.id === f.commentId),
    },
  ),
  'POST /api/tasks/{taskId}/checklists': jsonWrite(
    'POST',
    (f) => `/api/tasks/${f.checklistTaskId}/checklists`,
    () => ({ title: 'Hand-over' }),
    ['title'],
    {
      schema: checklistInputSchema,
      get: (f) => `/api/tasks/${f.checklistTaskId}/checklists`,
      find: (list, _f, answer) =>
        (list as { id: string }[]).find((checklist) => checklist.id === idOf(answer)),
    },
  ),
  'PUT /api/checklists/{id}': jsonWrite(
    'PUT',
    (f) => `/api/checklists/${f.checklistId}`,
    () => ({ title: 'Hand-over' }),
    ['title'],
    {
      schema: checklistUpdateSchema,
      get: (f) => `/api/tasks/${f.taskId}/checklists`,
      find: (list, f) =>
        (list as { id: string }[]).find((checklist) => checklist.id === f.checklistId),
    },
  ),
  'POST /api/checklists/{id}/items': jsonWrite(
    'POST',
    (f) => `/api/checklists/${f.checklistId}/items`,
    () => ({ text: 'Sweep up' }),
    ['text'],
    {
      schema: checklistItemInputSchema,
      get: (f) => `/api/tasks/${f.taskId}/checklists`,
      find: (list, _f, answer) =>
        (list as { items: { id: string }[] }[])[0]?.items.find((item) => item.id === idOf(answer)),
    },
  ),
  'PUT /api/checklist-items/{id}': jsonWrite(
    'PUT',
    (f) => `/api/checklist-items/${f.checklistItemId}`,
    () => ({ text: 'Sweep up' }),
    ['text'],
    {
      schema: checklistItemUpdateSchema,
      get: (f) => `/api/tasks/${f.taskId}/checklists`,
      find: (list, f) =>
        (list as { items: { id: string }[] }[])[0]?.items.find(
          (item) => item.id === f.checklistItemId,
        ),
    },
  ),
  'POST /api/workspaces/{id}/checklist-templates': jsonWrite(
    'POST',
    (f) => `/api/workspaces/${f.workspaceId}/checklist-templates`,
    () => ({ name: 'Hand-over', items: ['Sweep up'] }),
    ['name'],
    {
      schema: checklistTemplateInputSchema,
      get: (f) => `/api/workspaces/${f.workspaceId}/checklist-templates`,
      find: (list, _f, answer) =>
        (list as { id: string }[]).find((template) => template.id === idOf(answer)),
    },
  ),
  'PUT /api/checklist-templates/{id}': jsonWrite(
    'PUT',
    (f) => `/api/checklist-templates/${f.checklistTemplateId}`,
    () => ({ name: 'Hand-over', items: ['Sweep up'] }),
    ['name'],
    {
      schema: checklistTemplateInputSchema,
      get: (f) => `/api/workspaces/${f.workspaceId}/checklist-templates`,
      find: (list, f) =>
        (list as { id: string }[]).find((template) => template.id === f.checklistTemplateId),
    },
  ),
  // A name the workspace already has answers 409, as any other refusal a 4xx.
  'POST /api/workspaces/{id}/labels': jsonWrite(
    'POST',
    (f) => `/api/workspaces/${f.workspaceId}/labels`,
    () => ({ name: 'Snag', color: 'amber' }),
    ['name', 'color'],
    {
      schema: labelInputSchema,
      get: (f) => `/api/workspaces/${f.workspaceId}/labels`,
      find: (list, _f, answer) =>
        (list as { id: string }[]).find((label) => label.id === idOf(answer)),
    },
  ),
  'PUT /api/labels/{id}': jsonWrite(
    'PUT',
    (f) => `/api/labels/${f.labelId}`,
    () => ({ name: 'Snag', color: 'amber' }),
    ['name', 'color'],
    {
      schema: labelUpdateSchema,
      get: (f) => `/api/workspaces/${f.workspaceId}/labels`,
      find: (list, f) => (list as { id: string }[]).find((label) => label.id === f.labelId),
    },
  ),
  'POST /api/ventures': jsonWrite(
    'POST',
    () => '/api/ventures',
    (f) => ({ workspaceId: f.workspaceId, ...ventureFields() }),
    [...ventureTextFields, 'type'],
    {
      schema: createVentureInputSchema,
      get: (_f, answer) => `/api/ventures/${idOf(answer)}`,
    },
  ),
  'PUT /api/ventures/{ventureId}': jsonWrite(
    'PUT',
    (f) => `/api/ventures/${f.draftVentureId}`,
    () => ventureFields(),
    [...ventureTextFields, 'type'],
    { schema: ventureInputSchema, get: (f) => `/api/ventures/${f.draftVentureId}` },
  ),
  'POST /api/ventures/{ventureId}/pledge': {
    fields: ['amount'],
    request: (f, _field, text) => ({
      method: 'POST',
      url: `/api/ventures/${f.liveVentureId}/pledge`,
      headers: f.member.headers,
      payload: { amount: text },
    }),
  },
  'POST /api/ventures/{ventureId}/files': jsonWrite(
    'POST',
    (f) => `/api/ventures/${f.draftVentureId}/files`,
    (f) => ({
      filename: 'plan.pdf',
      fileSize: 10,
      mimeType: 'application/pdf',
      ventureId: f.draftVentureId,
    }),
    ['filename', 'mimeType'],
  ),
  'PUT /api/ventures/{ventureId}/files/direct/{fileId}': {
    fields: ['x-filename'],
    request: (f, _field, text) => ({
      method: 'PUT',
      url: `/api/ventures/${f.draftVentureId}/files/direct/${crypto.randomUUID()}`,
      headers: {
        ...f.owner.headers,
        'x-filename': percentEncoded(text),
        'x-workspace-id': f.workspaceId,
        'content-type': 'application/pdf',
      },
      payload: sampleBytes.pdf,
    }),
  },
  'PUT /api/files/upload/direct/{fileId}': {
    fields: ['x-filename'],
    request: (f, _field, text) => ({
      method: 'PUT',
      url: `/api/files/upload/direct/${crypto.randomUUID()}`,
      headers: {
        ...f.owner.headers,
        'x-filename': percentEncoded(`${text}.txt`),
        'x-task-id': f.taskId,
        'x-workspace-id': f.workspaceId,
        'content-type': 'text/plain',
      },
      payload: sampleBytes.text,
    }),
    readBack: async (ctx, f, answer) => {
      const stored = await getJson(ctx, f.owner, `/api/files/task/${f.taskId}`);
      const files = (Array.isArray(stored) ? stored : stored.files) as { id: string }[];
      return pick(files.find((file) => file.id === idOf(answer)) ?? {}, ['filename']);
    },
    expected: (body) => ({ filename: `${String(body['x-filename'])}.txt` }),
  },
  'PUT /api/auth/me': jsonWrite(
    'PUT',
    () => '/api/auth/me',
    () => ({ name: 'Ada' }),
    ['name'],
    {
      schema: updateMeInputSchema,
      get: () => '/api/auth/me',
      find: (answer) => (answer as { user: unknown }).user,
    },
  ),
  'POST /api/auth/register': jsonWrite(
    'POST',
    () => '/api/auth/register',
    () => ({ phoneNumber: '+14155550001' }),
    ['phoneNumber'],
  ),
  'POST /api/auth/verify': jsonWrite(
    'POST',
    () => '/api/auth/verify',
    () => ({ phoneNumber: '+14155550001', code: '000000', timeZone: 'Europe/Paris' }),
    ['phoneNumber', 'code', 'timeZone'],
  ),
  'PUT /api/notification-preferences': jsonWrite(
    'PUT',
    () => '/api/notification-preferences',
    () => ({ timeZone: 'Europe/Paris' }),
    ['timeZone'],
    { schema: updateNotificationPreferencesSchema, get: () => '/api/notification-preferences' },
  ),
  'POST /api/sms/inbound': {
    fields: ['From', 'Body'],
    // A form body is UTF-8, where a lone surrogate becomes U+FFFD.
    carried: (text) => text.replace(loneSurrogates, '\uFFFD'),
    request: (_f, field, text) => ({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        From: '+14155550002',
        Body: 'HELP',
        [field]: text,
      }).toString(),
    }),
  },
};

/** Writes whose only input is the ids in their path: the path-parameter property covers them. */
const writesWithoutText = new Set([
  'POST /api/auth/logout',
  'POST /api/workspaces/{id}/join',
  'POST /api/workspaces/{id}/decline',
  'POST /api/workspaces/{id}/leave',
  'POST /api/projects/{id}/restore',
  'POST /api/ventures/{ventureId}/publish',
  'POST /api/ventures/{ventureId}/convert',
  'PUT /api/notifications/mark-all-read',
  'PUT /api/notifications/{id}/read',
]);

/** Header values carry ASCII: the text percent-encoded, a lone surrogate as its (invalid) UTF-8. */
function percentEncoded(text: string): string {
  return text
    .split(loneSurrogates)
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');
}

/** The same, for a path segment. */
const pathSegment = percentEncoded;

/** A refusal is a client error with the API's error body; nothing is a server error. */
function expectNoServerError(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what} answered ${response.body.slice(0, 200)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(typeof (response.json() as { error?: unknown }).error, what).toBe('string');
  }
}

interface DocumentOperation {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: unknown;
}
type DocumentPaths = Record<string, Record<string, DocumentOperation>>;

// Streams stay open while a valid request is answered; the events tests cover their parameters.
const unfuzzedPaths = new Set(['/api/events']);

describe('input hygiene: generated text on every write and every parameter', () => {
  let ctx: TestContext;
  let fixture: Fixture;
  let paths: DocumentPaths;

  beforeAll(async () => {
    ctx = await createTestApp({ DATA_DIR: await createDataDir() });
    const owner = await createUser(ctx);
    const member = await createUser(ctx);
    const workspace = await createWorkspace(ctx, owner);
    const memberRowId = await addMember(ctx, workspace.id, member, 'contractor');
    const project = await createProject(ctx, owner, workspace.id);
    const task = await createTask(ctx, owner, workspace.id, project.id);
    const comment = await createComment(ctx, owner, task.id);
    const checklistTask = await createTask(ctx, owner, workspace.id, project.id);
    const checklist = await createChecklist(ctx, owner, task.id);
    const checklistItem = await addChecklistItem(ctx, owner, checklist.id);
    const checklistTemplate = await createChecklistTemplate(ctx, owner, workspace.id, ['Sweep']);
    const label = await createLabel(ctx, owner, workspace.id, { name: 'Urgent' });
    const draft = await createVenture(ctx, owner, workspace.id);
    const live = await createLiveVenture(ctx, owner, workspace.id);
    fixture = {
      owner,
      member,
      workspaceId: workspace.id,
      memberRowId,
      projectId: project.id,
      taskId: task.id,
      commentId: comment.id,
      checklistTaskId: checklistTask.id,
      checklistId: checklist.id,
      checklistItemId: checklistItem.id,
      checklistTemplateId: checklistTemplate.id,
      labelId: label.id,
      draftVentureId: draft.id,
      liveVentureId: live.id,
    };
    const document = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    paths = (document.json() as { paths: DocumentPaths }).paths;
  }, 180_000);
  afterAll(() => ctx.close());

  it('has a case for every write operation of the document', () => {
    const writes = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set([...Object.keys(writeCases), ...writesWithoutText]);
    expect(writes.filter((write) => !covered.has(write))).toEqual([]);
    expect([...covered].filter((write) => !writes.includes(write))).toEqual([]);
  });

  it('states the text rule as a pattern where the document describes text', () => {
    const pattern = JSON.stringify(ALLOWED_TEXT_PATTERN.source);
    expect(JSON.stringify(paths['/api/workspaces']?.post?.requestBody)).toContain(pattern);
    expect(JSON.stringify(paths['/api/tasks/{id}']?.get?.parameters)).toContain(pattern);
  });

  it.each(Object.keys(writeCases))(
    '%s',
    async (name) => {
      const write = writeCases[name] as WriteCase;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...write.fields), generatedText, async (field, text) => {
          const request = write.request(fixture, field, text);
          const answer = await ctx.app.inject(request);
          expectNoServerError(answer, `${name} with ${JSON.stringify(text.slice(0, 40))}`);
          if (!hasOnlyAllowedCharacters(write.carried?.(text) ?? text)) {
            expect(answer.statusCode).toBeGreaterThanOrEqual(400);
          }
          if (answer.statusCode >= 300 || !write.readBack || !write.expected) return;
          const sent = field === 'x-filename' ? { 'x-filename': text } : request.payload;
          expect(await write.readBack(ctx, fixture, answer)).toEqual(
            write.expected(sent as Record<string, unknown>),
          );
        }),
        { numRuns: RUNS_PER_WRITE },
      );
    },
    WRITE_ROUTE_TIMEOUT_MS,
  );

  /** A GET path with its ids filled in from the fixture (any other id: one that names nothing). */
  function concretePath(path: string): string {
    const owners: [RegExp, string][] = [
      [/^\/api\/workspaces\/\{id\}/, fixture.workspaceId],
      [/^\/api\/projects\/\{id\}/, fixture.projectId],
      [/^\/api\/tasks\/\{id\}/, fixture.taskId],
    ];
    const byName: Record<string, string> = {
      taskId: fixture.taskId,
      workspaceId: fixture.workspaceId,
      ventureId: fixture.liveVentureId,
    };
    const ownId = owners.find(([pattern]) => pattern.test(path))?.[1];
    return path
      .replace('{id}', ownId ?? crypto.randomUUID())
      .replace(/\{(\w+)\}/g, (_, name: string) => byName[name] ?? crypto.randomUUID());
  }

  function readOperations() {
    return Object.entries(paths)
      .filter(([path]) => !unfuzzedPaths.has(path))
      .flatMap(([path, operations]) =>
        operations.get ? [{ path, parameters: operations.get.parameters ?? [] }] : [],
      );
  }

  it('answers generated text in every query parameter with a 2xx or a 4xx', async () => {
    const cases = readOperations().flatMap(({ path, parameters }) =>
      parameters
        .filter((p) => p.in === 'query')
        .map((parameter) => ({ path, parameter, parameters })),
    );
    expect(cases.length).toBeGreaterThan(10);
    for (const { path, parameter, parameters } of cases) {
      await fc.assert(
        fc.asyncProperty(generatedText, async (text) => {
          const query = new URLSearchParams();
          for (const other of parameters) {
            if (other.in === 'query' && other.required && other.name !== parameter.name) {
              query.set(other.name, fixture.workspaceId);
            }
          }
          const url = `${concretePath(path)}?${query.toString()}${query.size ? '&' : ''}${parameter.name}=${pathSegment(text)}`;
          const answer = await ctx.app.inject({
            method: 'GET',
            url,
            headers: fixture.owner.headers,
          });
          expectNoServerError(
            answer,
            `GET ${path} ?${parameter.name}=${JSON.stringify(text.slice(0, 40))}`,
          );
          if (!hasOnlyAllowedCharacters(text) || text === '') {
            expect(answer.statusCode, `GET ${path} ?${parameter.name}`).toBeGreaterThanOrEqual(400);
          }
        }),
        { numRuns: RUNS_PER_PARAMETER },
      );
    }
  });

  it('answers generated text in every path parameter with a 4xx or the resource', async () => {
    const cases = readOperations().flatMap(({ path, parameters }) =>
      parameters.filter((p) => p.in === 'path').map((parameter) => ({ path, parameter })),
    );
    expect(cases.length).toBeGreaterThan(5);
    for (const { path, parameter } of cases) {
      await fc.assert(
        fc.asyncProperty(generatedText, async (text) => {
          const url = concretePath(path.replace(`{${parameter.name}}`, pathSegment(text)));
          const answer = await ctx.app.inject({
            method: 'GET',
            url: `${url}?workspaceId=${fixture.workspaceId}`,
            headers: fixture.owner.headers,
          });
          expectNoServerError(
            answer,
            `GET ${path} {${parameter.name}}=${JSON.stringify(text.slice(0, 40))}`,
          );
        }),
        { numRuns: RUNS_PER_PARAMETER },
      );
    }
  });
});
