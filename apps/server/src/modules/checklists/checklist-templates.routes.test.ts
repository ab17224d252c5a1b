import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_ITEMS_MAX, checklistMessages } from '@groundwork/shared/checklists/constants';
import type { ChecklistTemplate } from '@groundwork/shared/checklists/schemas';
import { textMessages } from '@groundwork/shared/common/text';
import { workspaceMessages } from '@groundwork/shared/workspaces/constants';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { createChecklistTemplate } from '../../../test/checklist-factory';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('checklist templates', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let manager: TestUser;
  let workspaceId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    manager = await createUser(ctx, { name: 'Manny Manager' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, manager, 'project_manager');
  });
  afterAll(() => ctx.close());

  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, payload, headers: user.headers });
  const listUrl = (id = workspaceId) => `/api/workspaces/${id}/checklist-templates`;

  it('makes a template: 201, its name trimmed and its items in order', async () => {
    const response = await call(manager, 'POST', listUrl(), {
      name: ' Hand-over ',
      items: ['Outlets covered', ' Caulk done ', 'Keys handed over'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      workspaceId,
      name: 'Hand-over',
      items: ['Outlets covered', 'Caulk done', 'Keys handed over'],
      createdAt: ctx.clock.now().toISOString(),
      updatedAt: ctx.clock.now().toISOString(),
    });
  });

  it("lists the workspace's templates by name, and only its own", async () => {
    const workspace = (await createWorkspace(ctx, owner, 'Listing')).id;
    const roof = await createChecklistTemplate(ctx, owner, workspace, ['Flashing'], 'Roof');
    const empty = await createChecklistTemplate(ctx, owner, workspace, [], 'Empty');
    await createChecklistTemplate(ctx, owner, workspaceId, ['Sweep'], 'Elsewhere');
    const response = await call(owner, 'GET', listUrl(workspace));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([empty, roof]);
  });

  it('replaces a template’s name and items, then deletes it', async () => {
    const template = await createChecklistTemplate(ctx, owner, workspaceId, ['Sweep'], 'Clean');
    ctx.clock.advance(60_000);
    const url = `/api/checklist-templates/${template.id}`;
    const updated = await call(manager, 'PUT', url, { name: 'Clean-up', items: ['Mop', 'Sweep'] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      ...template,
      name: 'Clean-up',
      items: ['Mop', 'Sweep'],
      updatedAt: ctx.clock.now().toISOString(),
    });
    const deleted = await call(manager, 'DELETE', url);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    const listed = (await call(owner, 'GET', listUrl())).json() as ChecklistTemplate[];
    expect(listed.map((t) => t.id)).not.toContain(template.id);
    const again = await call(manager, 'DELETE', url);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: checklistMessages.templateNotFound });
  });

  it.each([
    [{ name: '', items: [] }, checklistMessages.templateNameRequired],
    [{ items: [] }, checklistMessages.templateNameRequired],
    [{ name: 'n'.repeat(101), items: [] }, checklistMessages.templateNameTooLong],
    [{ name: 'Hand\u0000over', items: [] }, textMessages.notAllowedCharacters('Template name')],
    [{ name: 'Hand-over', items: ['x'.repeat(501)] }, checklistMessages.itemTextTooLong],
    [{ name: 'Hand-over', items: ['  '] }, checklistMessages.itemTextRequired],
    [
      { name: 'Hand-over', items: Array.from({ length: CHECKLIST_ITEMS_MAX + 1 }, () => 'Sweep') },
      checklistMessages.templateItemsTooMany,
    ],
  ])('refuses %j on create and replace with 400 and the message', async (payload, message) => {
    const template = await createChecklistTemplate(ctx, owner, workspaceId, ['Sweep']);
    for (const [method, url] of [
      ['POST', listUrl()],
      ['PUT', `/api/checklist-templates/${template.id}`],
    ] as const) {
      const response = await call(owner, method, url, payload);
      expect(response.statusCode, method).toBe(400);
      expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
    }
  });

  it('answers 404 for a template or workspace that is missing, malformed or not the caller’s', async () => {
    const stranger = await createUser(ctx);
    const template = await createChecklistTemplate(ctx, owner, workspaceId, ['Sweep']);
    const body = { name: 'x', items: [] };
    for (const [user, id] of [
      [owner, 'nope'],
      [owner, MISSING_ID],
      [stranger, template.id],
    ] as const) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await call(user, method, `/api/checklist-templates/${id}`, body);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toMatchObject({ error: checklistMessages.templateNotFound });
      }
    }
    for (const method of ['GET', 'POST'] as const) {
      for (const [user, id] of [
        [owner, 'nope'],
        [stranger, workspaceId],
      ] as const) {
        const response = await call(user, method, listUrl(id), body);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toMatchObject({ error: workspaceMessages.notFound });
      }
    }
  });
});
