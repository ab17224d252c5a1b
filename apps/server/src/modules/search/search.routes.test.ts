import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LIMIT_MAX, pagingMessages } from '@groundwork/shared/common/paging';
import { textMessages } from '@groundwork/shared/common/text';
import {
  SEARCH_QUERY_MAX_LENGTH,
  searchMessages,
  type SearchResultType,
} from '@groundwork/shared/search/constants';
import type { SearchPage, SearchResult } from '@groundwork/shared/search/schemas';
import { workspaceMessages } from '@groundwork/shared/workspaces/constants';
import { ventureFileTable } from '../../db/schema';
import { createDataDir, createTaskFile } from '../../../test/file-factory';
import { assignToProject, createProject } from '../../../test/project-factory';
import { createComment, createTask } from '../../../test/task-factory';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { createLiveVenture, createVenture, validPitch } from '../../../test/venture-factory';
import { addMember, createWorkspace } from '../../../test/workspace-factory';

const MINUTE_MS = 60_000;

describe('search', () => {
  let ctx: TestContext;
  let owner: TestUser;
  /** On the team project only. */
  let contractor: TestUser;
  /** A member of the workspace who creates nothing. */
  let manager: TestUser;
  /** Owns a workspace of their own, and is in no other. */
  let stranger: TestUser;
  let workspaceId: string;
  let strangerWorkspaceId: string;
  /** The contractor is on it. */
  let teamProjectId: string;
  /** The contractor is not on it. */
  let privateProjectId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ DATA_DIR: await createDataDir() });
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    contractor = await createUser(ctx, { name: 'Carl Contractor' });
    manager = await createUser(ctx, { name: 'Mina Manager' });
    stranger = await createUser(ctx, { name: 'Sam Stranger' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    strangerWorkspaceId = (await createWorkspace(ctx, stranger, 'Elsewhere')).id;
    await addMember(ctx, workspaceId, contractor, 'contractor');
    await addMember(ctx, workspaceId, manager, 'project_manager');
    teamProjectId = (await createProject(ctx, owner, workspaceId, { name: 'Team build' })).id;
    privateProjectId = (await createProject(ctx, owner, workspaceId, { name: 'Private build' })).id;
    await assignToProject(ctx, teamProjectId, contractor.id, 'contractor');
  });
  afterAll(() => ctx.close());

  const later = () => ctx.clock.advance(MINUTE_MS);

  function get(user: TestUser, query: Record<string, string>) {
    return ctx.app.inject({
      method: 'GET',
      url: `/api/search?${new URLSearchParams(query).toString()}`,
      headers: user.headers,
    });
  }

  async function search(user: TestUser, q: string, extra: Record<string, string> = {}) {
    const response = await get(user, { workspaceId, q, ...extra });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SearchPage;
  }

  const idsOf = (page: SearchPage) => page.items.map((item) => item.id);
  const pick = (page: SearchPage, id: string) => page.items.find((item) => item.id === id);

  describe('finds', () => {
    it('a task by a word of its title, with where it is (no snippet: the title shows the word)', async () => {
      later();
      const task = await createTask(ctx, owner, workspaceId, teamProjectId, {
        title: 'Seal the zanzibar skylight',
      });
      const page = await search(owner, 'zanzibar');
      expect(page).toEqual({
        items: [
          {
            type: 'task',
            id: task.id,
            title: 'Seal the zanzibar skylight',
            snippet: '',
            projectId: teamProjectId,
            taskId: task.id,
            at: task.updatedAt,
          },
        ],
        nextCursor: null,
      });
    });

    it('a task by a word of its description, the snippet around it', async () => {
      later();
      const description = `${'Check every joint before the inspection. '.repeat(4)}The quokka-shaped bracket goes on the north wall. ${'Tidy the site afterwards. '.repeat(4)}`;
      const task = await createTask(ctx, owner, workspaceId, teamProjectId, {
        title: 'Hang the brackets',
        description,
      });
      const [found] = (await search(owner, 'quokka')).items;
      expect(found).toMatchObject({ type: 'task', id: task.id, title: 'Hang the brackets' });
      const snippet = (found as SearchResult).snippet;
      expect(snippet).toContain('quokka-shaped bracket');
      expect(snippet.length).toBeLessThanOrEqual(122);
      expect(snippet.startsWith('…')).toBe(true);
      expect(snippet.endsWith('…')).toBe(true);
    });

    it('a comment by a word of it: its task and project, under the task title', async () => {
      later();
      const task = await createTask(ctx, owner, workspaceId, teamProjectId, {
        title: 'Deliver the timber',
      });
      later();
      const comment = await createComment(ctx, contractor, task.id, 'The wombat crate came early');
      const page = await search(owner, 'wombat');
      expect(page.items).toEqual([
        {
          type: 'comment',
          id: comment.id,
          title: 'Deliver the timber',
          snippet: 'The wombat crate came early',
          projectId: teamProjectId,
          taskId: task.id,
          at: comment.createdAt,
        },
      ]);
    });

    it('a task file by a word of its name', async () => {
      later();
      const task = await createTask(ctx, owner, workspaceId, teamProjectId);
      const file = await createTaskFile(ctx, owner, {
        taskId: task.id,
        workspaceId,
        filename: 'gazebo-elevation_v2.png',
      });
      const page = await search(owner, 'gazebo');
      expect(page.items).toEqual([
        {
          type: 'file',
          id: file.id,
          title: 'gazebo-elevation_v2.png',
          snippet: '',
          projectId: teamProjectId,
          taskId: task.id,
          at: expect.any(String),
        },
      ]);
      // Every part of the name is a word.
      expect(idsOf(await search(owner, 'elevation v2'))).toEqual([file.id]);
    });

    it('a project by its name and by its description, the snippet from the description', async () => {
      later();
      const project = await createProject(ctx, owner, workspaceId, {
        name: 'Harbourside refit',
        description: 'New decking along the marina',
      });
      expect(pick(await search(owner, 'harbourside'), project.id)).toEqual({
        type: 'project',
        id: project.id,
        title: 'Harbourside refit',
        snippet: '',
        projectId: project.id,
        taskId: null,
        at: project.updatedAt,
      });
      const byDescription = await search(owner, 'marina');
      expect(idsOf(byDescription)).toEqual([project.id]);
      expect(pick(byDescription, project.id)?.snippet).toBe('New decking along the marina');
    });

    it('a venture by its name and by its pitch, and a venture file by its name', async () => {
      later();
      const venture = await createLiveVenture(ctx, owner, workspaceId, {
        name: 'Okapi Coffee Cart',
        pitchContent: `${validPitch} Beans roasted by the tapir mill down the road.`,
      });
      const page = await search(manager, 'okapi');
      expect(page.items).toEqual([
        {
          type: 'venture',
          id: venture.id,
          title: 'Okapi Coffee Cart',
          snippet: '',
          projectId: null,
          taskId: null,
          at: venture.updatedAt,
        },
      ]);
      const [byPitch] = (await search(manager, 'tapir')).items;
      expect(byPitch).toMatchObject({ type: 'venture', id: venture.id });
      expect((byPitch as SearchResult).snippet).toContain('tapir mill');

      const stored = { id: crypto.randomUUID(), storedAt: ctx.clock.now() };
      await ctx.database.db.insert(ventureFileTable).values([
        { ...ventureFileRow(venture.id, 'okapi-menu.pdf'), ...stored },
        // Bytes never arrived: not listed, so not found.
        { ...ventureFileRow(venture.id, 'okapi-draft.pdf'), storedAt: null },
      ]);
      const files = await search(manager, 'okapi', { type: 'file' });
      expect(files.items).toEqual([
        {
          type: 'file',
          id: stored.id,
          title: 'okapi-menu.pdf',
          snippet: '',
          projectId: null,
          taskId: null,
          at: stored.storedAt.toISOString(),
        },
      ]);
    });

    it('a word by its beginning', async () => {
      later();
      const task = await createTask(ctx, owner, workspaceId, teamProjectId, {
        title: 'Reroute the plumbing under the sink',
      });
      expect(idsOf(await search(owner, 'plumb'))).toEqual([task.id]);
      expect(idsOf(await search(owner, 'PLUMB SIN'))).toEqual([task.id]);
    });

    it('a word with a small typo', async () => {
      later();
      const task = await createTask(ctx, owner, workspaceId, teamProjectId, {
        title: 'Insulate the attic',
        description: 'Use the sheep wool insulation from the barn',
      });
      const [found] = (await search(owner, 'insulaton')).items;
      expect(found).toMatchObject({ id: task.id });
      // Every word must be found, spelled nearly or not.
      expect(idsOf(await search(owner, 'insulaton shep'))).toEqual([task.id]);
      expect(idsOf(await search(owner, 'insulaton zebra'))).toEqual([]);
      const plumbing = await createTask(ctx, owner, workspaceId, teamProjectId, {
        title: 'Check the plumbing',
      });
      expect(idsOf(await search(owner, 'plumbng'))).toContain(plumbing.id);
    });

    it('nearly spelled words only when the words as typed find nothing', async () => {
      later();
      const spelled = await createTask(ctx, owner, workspaceId, teamProjectId, {
        title: 'Grout the terrazzo floor',
      });
      const misspelled = await createTask(ctx, owner, workspaceId, teamProjectId, {
        title: 'Polish the terazzo steps',
      });
      expect(idsOf(await search(owner, 'terrazzo'))).toEqual([spelled.id]);
      expect(idsOf(await search(owner, 'terrazzzo'))).toEqual(
        expect.arrayContaining([spelled.id, misspelled.id]),
      );
    });

    it('nothing for words that are nowhere, and no error for any punctuation', async () => {
      expect(await search(owner, 'xylophonist')).toEqual({ items: [], nextCursor: null });
      for (const q of [`a:b & | ! ( ) ' \\ "`, "o'brien:*", '!!', '((', '😀😀', 'zanz:* | !']) {
        const response = await get(owner, { workspaceId, q });
        expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      }
      expect(idsOf(await search(owner, 'zanzibar:* & !'))).toHaveLength(1);
    });
  });

  describe('order and pages', () => {
    let titleOld: string;
    let titleNew: string;
    let bodyNewest: string;
    let comment: string;

    beforeAll(async () => {
      later();
      titleOld = (
        await createTask(ctx, owner, workspaceId, teamProjectId, { title: 'Marmot survey' })
      ).id;
      later();
      titleNew = (
        await createTask(ctx, owner, workspaceId, teamProjectId, { title: 'Marmot fence' })
      ).id;
      later();
      const task = await createTask(ctx, owner, workspaceId, teamProjectId, {
        title: 'Clear the meadow',
        description: 'Mind the marmot burrows',
      });
      bodyNewest = task.id;
      later();
      comment = (await createComment(ctx, owner, titleOld, 'Saw a marmot by the gate')).id;
    });

    it('title matches first, then the most recent', async () => {
      const page = await search(owner, 'marmot');
      expect(idsOf(page)).toEqual([titleNew, titleOld, comment, bodyNewest]);
      expect(page.nextCursor).toBeNull();
    });

    it('pages through every result once, in the same order', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: Record<string, string> = { limit: '1' };
        if (cursor) query.cursor = cursor;
        const page = await search(owner, 'marmot', query);
        expect(page.items.length).toBeLessThanOrEqual(1);
        seen.push(...idsOf(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual([titleNew, titleOld, comment, bodyNewest]);

      const firstTwo = await search(owner, 'marmot', { limit: '2' });
      expect(idsOf(firstTwo)).toEqual([titleNew, titleOld]);
      const rest = await search(owner, 'marmot', { cursor: firstTwo.nextCursor as string });
      expect(idsOf(rest)).toEqual([comment, bodyNewest]);
      expect(rest.nextCursor).toBeNull();
    });

    it('`type` keeps one kind of result', async () => {
      const byType = async (type: SearchResultType) =>
        idsOf(await search(owner, 'marmot', { type }));
      expect(await byType('task')).toEqual([titleNew, titleOld, bodyNewest]);
      expect(await byType('comment')).toEqual([comment]);
      expect(await byType('project')).toEqual([]);
      expect(await byType('venture')).toEqual([]);
      expect(await byType('file')).toEqual([]);
    });
  });

  describe('what each person may see', () => {
    it("a contractor finds their project's tasks, comments and files, never another's", async () => {
      later();
      const hidden = await createTask(ctx, owner, workspaceId, privateProjectId, {
        title: 'Narwhal fountain',
      });
      const hiddenComment = await createComment(ctx, owner, hidden.id, 'narwhal pump ordered');
      const hiddenFile = await createTaskFile(ctx, owner, {
        taskId: hidden.id,
        workspaceId,
        filename: 'narwhal-pump.png',
      });
      const shown = await createTask(ctx, owner, workspaceId, teamProjectId, {
        title: 'Narwhal mural',
      });

      expect(idsOf(await search(contractor, 'narwhal'))).toEqual([shown.id]);
      expect(idsOf(await search(contractor, 'private build'))).toEqual([]);
      expect(idsOf(await search(contractor, 'team build'))).toEqual([teamProjectId]);
      expect(new Set(idsOf(await search(owner, 'narwhal')))).toEqual(
        new Set([hidden.id, hiddenComment.id, hiddenFile.id, shown.id]),
      );
    });

    it("an archived project's content is left out, as the lists leave it out", async () => {
      const project = await createProject(ctx, owner, workspaceId, { name: 'Pelican pier' });
      const task = await createTask(ctx, owner, workspaceId, project.id, {
        title: 'Pelican railings',
      });
      expect(new Set(idsOf(await search(owner, 'pelican')))).toEqual(
        new Set([project.id, task.id]),
      );
      // Deleting a project archives it.
      const archived = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/projects/${project.id}`,
        headers: owner.headers,
      });
      expect(archived.statusCode, archived.body).toBe(200);
      expect(idsOf(await search(owner, 'pelican'))).toEqual([]);
    });

    it('a draft venture only by its creator', async () => {
      const draft = await createVenture(ctx, manager, workspaceId, { name: 'Lemur Lounge' });
      expect(idsOf(await search(manager, 'lemur'))).toEqual([draft.id]);
      expect(idsOf(await search(owner, 'lemur'))).toEqual([]);
      expect(idsOf(await search(contractor, 'lemur'))).toEqual([]);
    });

    it('nothing of another workspace: 404 for a workspace the caller is not in', async () => {
      await createTask(
        ctx,
        stranger,
        strangerWorkspaceId,
        (await createProject(ctx, stranger, strangerWorkspaceId)).id,
        { title: 'Zanzibar elsewhere' },
      );
      expect(idsOf(await search(owner, 'zanzibar'))).toHaveLength(1);
      const response = await get(stranger, { workspaceId, q: 'zanzibar' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: workspaceMessages.notFound,
        code: 'NOT_FOUND',
      });
      const unknown = await get(owner, { workspaceId: crypto.randomUUID(), q: 'zanzibar' });
      expect(unknown.statusCode).toBe(404);
    });

    it('401 without a session', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/search?workspaceId=${workspaceId}&q=zanzibar`,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('refuses bad input with 400 and the message', () => {
    it.each([
      ['no text', {}, searchMessages.queryTooShort],
      ['one character', { q: 'a' }, searchMessages.queryTooShort],
      ['one character among spaces', { q: '  a  ' }, searchMessages.queryTooShort],
      ['too long', { q: 'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1) }, searchMessages.queryTooLong],
      ['an unknown type', { q: 'marmot', type: 'invoice' }, searchMessages.badType],
      ['a limit of 0', { q: 'marmot', limit: '0' }, pagingMessages.badLimit],
      [
        'a limit too large',
        { q: 'marmot', limit: String(PAGE_LIMIT_MAX + 1) },
        pagingMessages.badLimit,
      ],
      ['a limit that is not a number', { q: 'marmot', limit: 'ten' }, pagingMessages.badLimit],
      ['a cursor of other characters', { q: 'marmot', cursor: 'a b!' }, pagingMessages.badCursor],
      [
        'a cursor the server never wrote',
        { q: 'marmot', cursor: 'bm90LWEtY3Vyc29y' },
        pagingMessages.badCursor,
      ],
      [
        'a cursor of the right shape with a wrong field',
        {
          q: 'marmot',
          cursor: Buffer.from(
            '[2,"2026-03-02T09:00:00.000000","00000000-0000-4000-8000-000000000000","task",0]',
          ).toString('base64url'),
        },
        pagingMessages.badCursor,
      ],
    ])('%s', async (_name, query, message) => {
      const response = await get(owner, { workspaceId, ...query });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
    });

    it('text whose encoding is not UTF-8 (a lone surrogate), or with control characters', async () => {
      for (const q of ['ab%ED%A0%80cd', 'ab%00cd']) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/search?workspaceId=${workspaceId}&q=${q}`,
          headers: owner.headers,
        });
        expect(response.statusCode, q).toBe(400);
        expect(response.json()).toMatchObject({
          error: textMessages.notAllowedCharacters('q'),
          code: 'VALIDATION_FAILED',
        });
      }
    });

    it('a workspace id that is not one', async () => {
      const response = await get(owner, { workspaceId: 'nope', q: 'marmot' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  function ventureFileRow(ventureId: string, filename: string) {
    return {
      workspaceId,
      ventureId,
      filename,
      mimeType: 'application/pdf',
      fileSize: 100,
      storageKey: `ventures/${workspaceId}/${ventureId}/${filename}`,
      uploadedBy: owner.id,
      createdAt: ctx.clock.now(),
    };
  }
});
