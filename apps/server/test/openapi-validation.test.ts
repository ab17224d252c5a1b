import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAnswerValidator,
  type AnswerValidator,
  type OpenApiDocument,
} from './openapi-validation';
import { createTestApp, type TestContext } from './test-app';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema> };
type Parameter = { name: string; in: string; schema: Schema };
type Document = OpenApiDocument & {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        responses: Record<string, unknown>;
      }
    >
  >;
};

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const jsonHeaders = { 'content-type': 'application/json; charset=utf-8' };
const ventureId = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('answers held to the OpenAPI document', () => {
  let ctx: TestContext;
  let document: Document;
  let validator: AnswerValidator;

  beforeAll(async () => {
    ctx = await createTestApp();
    document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    validator = createAnswerValidator(document);
  });
  afterAll(() => ctx.close());

  const problemWith = (answer: {
    method?: string;
    url: string;
    status: number;
    headers?: Record<string, string>;
    body?: Buffer;
  }) =>
    validator.problemWith({
      method: 'GET',
      headers: jsonHeaders,
      body: Buffer.alloc(0),
      ...answer,
    });

  it('takes an answer the document describes', () => {
    const error = { error: 'Not found', code: 'NOT_FOUND' };
    expect(problemWith({ url: `/api/ventures/${ventureId}`, status: 404, body: json(error) })).toBe(
      undefined,
    );
  });

  it('refuses a status the operation does not list, naming the route and the status', () => {
    const body = json({ error: 'No', code: 'FORBIDDEN' });
    expect(problemWith({ url: '/api/workspaces', status: 403, body })).toMatch(
      /^GET \/api\/workspaces answered 403, which the document does not list/,
    );
  });

  it('refuses a body that does not match the schema, saying where', () => {
    const body = json({ error: 'Gone', code: 'NOT_A_CODE' });
    expect(problemWith({ url: `/api/ventures/${ventureId}`, status: 404, body })).toMatch(
      /GET \/api\/ventures\/\{ventureId\} answered 404 that does not match the document: .*code/,
    );
  });

  it('prefers a literal path to a parameter, as the router does', () => {
    const body = json({ invitations: [] });
    expect(problemWith({ url: '/api/workspaces/invitations', status: 200, body })).toBe(undefined);
  });

  it('refuses a file or stream with a content type the document does not name', () => {
    const answer = {
      url: `/api/files/${ventureId}?expires=1&signature=x`,
      status: 200,
      body: Buffer.from('<html>'),
    };
    expect(problemWith({ ...answer, headers: { 'content-type': 'image/png' } })).toBe(undefined);
    expect(problemWith({ ...answer, headers: { 'content-type': 'text/html' } })).toMatch(
      /content type text\/html/,
    );
  });

  it('takes money with 2 decimals that floats cannot divide by 0.01 exactly', () => {
    const pledges = [0.07, 19.99, 1.1].map((amount) => ({
      id: ventureId,
      amount,
      pledgedAt: '2026-03-02T09:00:00.000Z',
      status: 'pending',
      venture: { id: ventureId, name: 'Farm', status: 'live', workspaceId: ventureId },
    }));
    expect(problemWith({ url: '/api/users/me/pledges', status: 200, body: json(pledges) })).toBe(
      undefined,
    );
    const tooPrecise = [{ ...pledges[0], amount: 0.075 }];
    expect(
      problemWith({ url: '/api/users/me/pledges', status: 200, body: json(tooPrecise) }),
    ).toMatch(/\/0\/amount must/);
  });
});

describe('the constraints the document states', () => {
  let ctx: TestContext;
  let document: Document;

  beforeAll(async () => {
    ctx = await createTestApp();
    document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => ctx.close());

  const bodyOf = (path: string, method: string) =>
    document.paths[path]?.[method]?.requestBody?.content['application/json']?.schema
      .properties as Record<string, Schema>;

  it('states the 2-decimal rule on every amount of money a request sends', () => {
    expect(bodyOf('/api/ventures/{ventureId}/pledge', 'post').amount?.multipleOf).toBe(0.01);
    expect(bodyOf('/api/ventures', 'post').targetGoal?.multipleOf).toBe(0.01);
    expect(bodyOf('/api/projects', 'post').estimatedCost?.multipleOf).toBe(0.01);
    expect(bodyOf('/api/tasks', 'post').amount?.multipleOf).toBe(0.01);
  });

  it("states a page cursor's pattern and an invited phone number's", () => {
    const cursor = document.paths['/api/workspaces/{id}/activity']?.get?.parameters?.find(
      (p) => p.name === 'cursor',
    );
    expect(JSON.stringify(cursor?.schema)).toContain('[A-Za-z0-9_-]{1,24}');
    const phone = bodyOf('/api/workspaces/{id}/invites', 'post').phoneNumber;
    expect(phone).toMatchObject({ minLength: 10, maxLength: 15 });
    expect(phone?.description).toMatch(/possible number/);
  });

  it('says in the description what JSON Schema cannot state', () => {
    expect(bodyOf('/api/projects', 'post').targetEndDate?.description).toMatch(/after startDate/);
    expect(bodyOf('/api/ventures/{ventureId}', 'put').targetGoal?.description).toMatch(/pledged/);
    expect(bodyOf('/api/notification-preferences', 'put').timeZone?.description).toMatch(/IANA/);
  });

  it('lists 400 on every operation with parameters, 415 on every write, 503 on all', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const route = `${method} ${path}`;
        const statuses = Object.keys(operation.responses);
        if (operation.parameters?.some((p) => 'in' in p)) expect(statuses, route).toContain('400');
        if (['post', 'put', 'patch', 'delete'].includes(method)) {
          expect(statuses, route).toEqual(expect.arrayContaining(['400', '413', '415']));
        }
        expect(statuses, route).toContain('503');
      }
    }
  });
});
