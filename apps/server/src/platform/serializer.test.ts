import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { meResponseSchema } from '@groundwork/shared/auth/schemas';
import { apiErrorSchema } from '@groundwork/shared/common/api-error';
import { userSummarySchema } from '@groundwork/shared/common/schemas';
import {
  workspaceDetailSchema,
  workspaceListSchema,
  type WorkspaceDetail,
} from '@groundwork/shared/workspaces/schemas';
import { createSerializerCompiler, responseJsonSchema } from './serializer';

const compile = createSerializerCompiler();
const serializerFor = (schema: unknown) =>
  compile({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const ID_A = '3f0e8d5e-8a4b-4c6d-9e2f-1a2b3c4d5e6f';
const ID_B = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

const detail: WorkspaceDetail = {
  id: ID_A,
  name: 'Riverside "Build" \u2028 café',
  description: null,
  ownerId: ID_B,
  isOwner: false,
  role: 'contractor',
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T10:30:00.000Z',
  members: [
    {
      id: ID_A,
      userId: ID_B,
      role: 'admin',
      status: 'active',
      isOwner: true,
      invitedAt: '2026-03-02T09:00:00.000Z',
      joinedAt: '2026-03-02T09:00:00.000Z',
      user: { id: ID_B, name: 'Maria', phoneNumber: '+14155550100' },
    },
    {
      id: ID_B,
      userId: ID_A,
      role: 'contractor',
      status: 'pending',
      isOwner: false,
      invitedAt: '2026-03-02T09:05:00.000Z',
      joinedAt: null,
      user: { id: ID_A, name: null, phoneNumber: '+14155550101' },
    },
  ],
};

describe('the serializer compiler', () => {
  it('writes what the zod contract says, byte for byte, nullable fields and nested refs included', () => {
    const written = serializerFor(workspaceDetailSchema)(detail);
    expect(written).toBe(JSON.stringify(workspaceDetailSchema.parse(detail)));
    expect(JSON.parse(written)).toEqual(detail);
  });

  it('leaves out properties the schema does not name, at every depth', () => {
    const leaky = {
      ...detail,
      tokenHash: 'secret',
      members: detail.members.map((member) => ({
        ...member,
        phoneVerified: true,
        user: { ...member.user, passwordHash: 'secret' },
      })),
    };
    const written = serializerFor(workspaceDetailSchema)(leaky);
    expect(written).toBe(JSON.stringify(workspaceDetailSchema.parse(detail)));
    expect(written).not.toContain('secret');
    expect(written).not.toContain('phoneVerified');
  });

  it('writes Dates in timestamp fields as ISO strings', () => {
    const written = serializerFor(meResponseSchema)({
      user: { id: ID_A, name: null, phoneNumber: '+14155550100' },
      session: {
        id: ID_B,
        createdAt: new Date('2026-03-02T09:00:00.000Z'),
        expiresAt: new Date('2026-04-01T09:00:00.000Z'),
      },
    });
    expect(written).toBe(
      JSON.stringify({
        user: { id: ID_A, name: null, phoneNumber: '+14155550100' },
        session: {
          id: ID_B,
          createdAt: '2026-03-02T09:00:00.000Z',
          expiresAt: '2026-04-01T09:00:00.000Z',
        },
      }),
    );
  });

  it('writes a nullable reference, a nullable list and an absent optional field', () => {
    const schema = z.object({
      owner: userSummarySchema.nullable(),
      watchers: z.array(userSummarySchema).nullable(),
      score: z.number().int().nullable().optional(),
    });
    const serialize = serializerFor(schema);
    expect(serialize({ owner: null, watchers: null })).toBe('{"owner":null,"watchers":null}');
    const owner = { id: ID_A, name: null, phoneNumber: '+14155550100' };
    expect(serialize({ owner: { ...owner, extra: 1 }, watchers: [owner], score: 3 })).toBe(
      JSON.stringify({ owner, watchers: [owner], score: 3 }),
    );
  });

  it('writes error answers with and without details', () => {
    const serialize = serializerFor(apiErrorSchema);
    expect(serialize({ error: 'Workspace not found', code: 'NOT_FOUND' })).toBe(
      '{"error":"Workspace not found","code":"NOT_FOUND"}',
    );
    expect(
      serialize({
        error: 'Name is required',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'name', message: 'Name is required', hint: 'x' }],
      }),
    ).toBe(
      '{"error":"Name is required","code":"VALIDATION_FAILED","details":[{"path":"name","message":"Name is required"}]}',
    );
  });

  it('turns nullable unions into nullable types, so no answer is validated to be written', () => {
    const jsonSchema = JSON.stringify(responseJsonSchema(workspaceListSchema));
    expect(jsonSchema).not.toContain('anyOf');
    expect(jsonSchema).not.toContain('pattern');
    expect(jsonSchema).toContain('"nullable":true');
  });

  it("keeps zod's serializer for a schema JSON Schema cannot express", () => {
    const schema = z.object({ at: z.date() });
    const serialize = serializerFor(schema);
    expect(serialize({ at: new Date('2026-03-02T09:00:00.000Z') })).toBe(
      '{"at":"2026-03-02T09:00:00.000Z"}',
    );
  });
});
