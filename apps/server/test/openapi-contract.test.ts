import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextPhoneNumber, type TestContext } from './test-app';

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
type Document = {
  servers?: { url: string }[];
  info: { license?: { url?: string } };
  paths: Record<string, Record<string, Operation>>;
};

/** What the test uses of the client script (its own types come from the generated file). */
interface ClientScript {
  signIn(
    baseUrl: string,
    phoneNumber: string,
    readCode: () => string,
  ): Promise<{ createWorkspace(input: { name: string }): Promise<unknown> }>;
  createAndList(client: unknown, name: string): Promise<string[]>;
}

const clientSource = path.join(import.meta.dirname, 'api-client/client.ts');

function operationsOf(document: Document) {
  return Object.entries(document.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, operation]) => ({ route: `${method} ${url}`, operation })),
  );
}

/** Generates `api.d.ts` from the document beside a copy of the client script; returns tsc's complaints. */
async function typeCheckClient(document: unknown): Promise<{ dir: string; errors: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-api-client-'));
  const types = astToString(await openapiTS(document as never));
  fs.writeFileSync(path.join(dir, 'api.d.ts'), types);
  fs.copyFileSync(clientSource, path.join(dir, 'client.ts'));
  const program = ts.createProgram([path.join(dir, 'client.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const errors = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return { dir, errors };
}

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let baseUrl: string;
  let document: Document;

  beforeAll(async () => {
    ctx = await createTestApp();
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Document;
  });
  afterAll(() => ctx.close());

  it('names every operation with a unique camelCase operationId, a tag, a summary and its security', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(15);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { route, operation } of operations) {
      expect(operation.operationId, route).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(operation.tags?.length, route).toBeGreaterThan(0);
      expect(operation.summary, route).toBeTruthy();
      expect(Array.isArray(operation.security), route).toBe(true);
    }
  });

  it('documents 401 on every operation that needs a session, each error (but 412) with the ApiError schema', () => {
    for (const { route, operation } of operationsOf(document)) {
      if (operation.security?.length) expect(operation.responses['401'], route).toBeDefined();
      for (const [status, response] of Object.entries(operation.responses)) {
        // A 412 answers the resource as it is now, for the client to show beside its own change.
        if (Number(status) < 400 || status === '412') continue;
        expect(response.content?.['application/json']?.schema.$ref, `${route} ${status}`).toBe(
          '#/components/schemas/ApiError',
        );
      }
    }
  });

  it("lists the caller's own origin as the server when PUBLIC_URL is not set", () => {
    expect(document.servers).toEqual([{ url: baseUrl, description: 'This Groundwork server' }]);
    expect(document.info.license?.url).toBe(`${baseUrl}/terms`);
  });

  it('lists PUBLIC_URL as the server when it is set', async () => {
    const other = await createTestApp({ PUBLIC_URL: 'https://work.example.com/' });
    try {
      const answer = await other.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(answer.json().servers[0].url).toBe('https://work.example.com');
    } finally {
      await other.close();
    }
  });

  it('generates types that a client script type-checks against, and the script works', async () => {
    const { dir, errors } = await typeCheckClient(document);
    expect(errors).toEqual([]);

    const client = (await import(path.join(dir, 'client.ts'))) as ClientScript;
    const phoneNumber = nextPhoneNumber();
    const signedIn = await client.signIn(baseUrl, phoneNumber, () =>
      ctx.sms.lastCodeFor(phoneNumber),
    );
    expect(await client.createAndList(signedIn, 'Farm shop')).toEqual(['Farm shop']);
    await expect(signedIn.createWorkspace({ name: '' })).rejects.toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
  });

  it('fails the client script when the contract it relies on changes', async () => {
    const broken = structuredClone(document) as Document & {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const verify = broken.paths['/api/auth/verify']?.post as Operation;
    const answer = verify.responses['200']?.content?.['application/json']?.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    answer.properties = { token: answer.properties.sessionToken, user: answer.properties.user };
    answer.required = ['token', 'user'];
    const { errors } = await typeCheckClient(broken);
    expect(errors.join('\n')).toMatch(/sessionToken/);
  });
});
