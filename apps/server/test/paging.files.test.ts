import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagingMessages } from '@groundwork/shared/common/paging';
import { fileCategory } from '@groundwork/shared/files/rules';
import { fileListMessages, type TaskFile } from '@groundwork/shared/files/schemas';
import { taskFileTable } from '../src/db/schema';
import { createDataDir, createTaskFile, sampleBytes } from './file-factory';
import { assignToProject, insertProject, insertTasks } from './project-factory';
import { createTestApp, createUser, type TestContext, type TestUser } from './test-app';
import { expectRefused, getJson, walkPages } from './paging-walk';
import { addMember, createWorkspace } from './workspace-factory';

/**
 * Both file lists sorted and filtered on the server: each order walked page by page gives its
 * whole list, in that order; rows added and removed between pages neither repeat nor hide the
 * others; the counts agree with the lists; bad options are refused.
 */

function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

type Sort = { sortBy: 'createdAt' | 'name' | 'size'; sortOrder: 'asc' | 'desc' };

const sorts: Sort[] = (['createdAt', 'name', 'size'] as const).flatMap((sortBy) =>
  (['asc', 'desc'] as const).map((sortOrder) => ({ sortBy, sortOrder })),
);

// Names are ASCII, so that JavaScript's comparison of their lower case is the server's ("C").
const keyOf: Record<Sort['sortBy'], (file: TaskFile) => string | number> = {
  createdAt: (file) => Date.parse(file.uploadedAt),
  name: (file) => file.filename.toLowerCase(),
  size: (file) => file.fileSize,
};

/** The order a sort promises: its key, then the id, both in its direction. */
function expectedOrder(files: TaskFile[], { sortBy, sortOrder }: Sort): string[] {
  const sign = sortOrder === 'asc' ? 1 : -1;
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...files]
    .sort((a, b) => sign * (compare(keyOf[sortBy](a), keyOf[sortBy](b)) || compare(a.id, b.id)))
    .map((file) => file.id);
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('file lists sorted and filtered on the server', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let contractor: TestUser;
  let workspaceId: string;
  let seenTask: string;
  let hiddenTask: string;

  const uploads: { filename: string; contentType: string; body: Buffer; hidden?: boolean }[] = [
    { filename: 'Site-plan.png', contentType: 'image/png', body: sampleBytes.png },
    { filename: 'site-plan.PNG', contentType: 'image/png', body: sampleBytes.png },
    { filename: 'tiles_approved.txt', contentType: 'text/plain', body: Buffer.from('ok') },
    { filename: 'tiles%quote.txt', contentType: 'text/plain', body: Buffer.from('a'.repeat(40)) },
    { filename: 'Invoice 12.pdf', contentType: 'application/pdf', body: sampleBytes.pdf },
    { filename: 'drawings.zip', contentType: 'application/zip', body: sampleBytes.zip },
    { filename: 'photo.jpg', contentType: 'image/jpeg', body: sampleBytes.jpeg },
    { filename: 'notes.md', contentType: 'text/markdown', body: Buffer.from('# Notes\n') },
    { filename: 'hidden-plan.png', contentType: 'image/png', body: sampleBytes.png, hidden: true },
  ];

  const workspaceUrl = (query = '') => `/api/files?workspaceId=${workspaceId}${query}`;
  const taskUrl = (query = '') => `/api/files/task/${seenTask}?workspaceId=${workspaceId}${query}`;

  beforeAll(async () => {
    ctx = await createTestApp({ DATA_DIR: await createDataDir() });
    owner = await createUser(ctx);
    contractor = await createUser(ctx);
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, contractor, 'contractor');
    const seenProject = await insertProject(ctx, { workspaceId, createdBy: owner.id, name: 'A' });
    const hiddenProject = await insertProject(ctx, { workspaceId, createdBy: owner.id, name: 'B' });
    await assignToProject(ctx, seenProject, contractor.id, 'contractor');
    const [seen, hidden] = await insertTasks(ctx, [
      { workspaceId, projectId: seenProject, createdBy: owner.id },
      { workspaceId, projectId: hiddenProject, createdBy: owner.id },
    ]);
    seenTask = defined(seen);
    hiddenTask = defined(hidden);
    for (const [index, upload] of uploads.entries()) {
      // Some in the same millisecond: the id decides between them.
      if (index % 3 === 0) ctx.clock.advance(1000);
      await createTaskFile(ctx, owner, {
        taskId: upload.hidden ? hiddenTask : seenTask,
        workspaceId,
        filename: upload.filename,
        contentType: upload.contentType,
        body: upload.body,
      });
    }
  });
  afterAll(() => ctx.close());

  it.each(sorts)(
    'walks each list by $sortBy $sortOrder to its whole list, in order',
    async (sort) => {
      const query = `&sortBy=${sort.sortBy}&sortOrder=${sort.sortOrder}`;
      for (const [user, url] of [
        [owner, workspaceUrl(query)],
        [contractor, workspaceUrl(query)],
        [owner, taskUrl(query)],
      ] as const) {
        const whole = await getJson<TaskFile[]>(ctx, user, url);
        expect(ids(whole)).toEqual(expectedOrder(whole, sort));
        for (const limit of [1, 2, 3]) {
          expect(
            ids(await walkPages<TaskFile>(ctx, user, url, limit)),
            `${url} by ${limit}`,
          ).toEqual(ids(whole));
        }
      }
      const everything = await getJson<TaskFile[]>(ctx, owner, workspaceUrl(query));
      expect(everything).toHaveLength(uploads.length);
    },
  );

  it('narrows by type and by a name fragment in any case, paged and counted alike', async () => {
    const all = await getJson<TaskFile[]>(ctx, owner, workspaceUrl());
    const cases: [string, (file: TaskFile) => boolean][] = [
      ['&type=image', (file) => fileCategory(file.mimeType) === 'image'],
      ['&type=document', (file) => fileCategory(file.mimeType) === 'document'],
      ['&type=archive', (file) => fileCategory(file.mimeType) === 'archive'],
      ['&type=other', () => false],
      ['&search=PLAN', (file) => file.filename.toLowerCase().includes('plan')],
      // Wildcards of LIKE are plain text.
      ['&search=e_p', () => false],
      ['&search=%25quote', (file) => file.filename === 'tiles%quote.txt'],
      ['&search=tiles_', (file) => file.filename === 'tiles_approved.txt'],
      [
        '&search=plan&type=image&sortBy=name&sortOrder=asc',
        (file) => file.filename.includes('lan'),
      ],
    ];
    for (const [query, fits] of cases) {
      const expected = all.filter(fits);
      const whole = await getJson<TaskFile[]>(ctx, owner, workspaceUrl(query));
      expect(new Set(ids(whole)), query).toEqual(new Set(ids(expected)));
      expect(ids(await walkPages<TaskFile>(ctx, owner, workspaceUrl(query), 2))).toEqual(
        ids(whole),
      );
      const countQuery = query.replace(/&sort\w+=\w+/g, '');
      const { count } = await getJson<{ count: number }>(
        ctx,
        owner,
        `/api/files/count?workspaceId=${workspaceId}${countQuery}`,
      );
      expect(count, query).toBe(expected.length);
    }
  });

  it("counts what each person may see, and a task's files with the same filters", async () => {
    const count = async (user: TestUser, url: string) =>
      (await getJson<{ count: number }>(ctx, user, url)).count;
    expect(await count(owner, `/api/files/count?workspaceId=${workspaceId}`)).toBe(uploads.length);
    expect(await count(contractor, `/api/files/count?workspaceId=${workspaceId}`)).toBe(
      uploads.length - 1,
    );
    const taskFiles = await getJson<TaskFile[]>(ctx, contractor, taskUrl());
    expect(
      await count(contractor, `/api/files/task/${seenTask}/count?workspaceId=${workspaceId}`),
    ).toBe(taskFiles.length);
    expect(
      await count(owner, `/api/files/task/${seenTask}/count?workspaceId=${workspaceId}&type=image`),
    ).toBe(taskFiles.filter((file) => file.mimeType.startsWith('image/')).length);
    const hidden = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/task/${hiddenTask}/count?workspaceId=${workspaceId}`,
      headers: contractor.headers,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('sees each file present throughout once, by name, while others come and go', async () => {
    const url = workspaceUrl('&sortBy=name&sortOrder=asc');
    const before = ids(await getJson<TaskFile[]>(ctx, owner, url));
    const deleted: string[] = [];
    const seen = await walkPages<TaskFile>(ctx, owner, url, 2, async (pageNumber) => {
      const victim = before[before.length - pageNumber];
      if (victim) {
        await ctx.database.db.delete(taskFileTable).where(eq(taskFileTable.id, victim));
        deleted.push(victim);
      }
      // One before every name seen so far and one after them all.
      for (const filename of [`0-early-${pageNumber}.txt`, `zz-late-${pageNumber}.txt`]) {
        await createTaskFile(ctx, owner, {
          taskId: seenTask,
          workspaceId,
          filename,
          contentType: 'text/plain',
          body: sampleBytes.text,
        });
      }
    });
    const seenIds = ids(seen);
    expect(new Set(seenIds).size).toBe(seenIds.length);
    for (const id of before.filter((id) => !deleted.includes(id))) expect(seenIds).toContain(id);
    expect(seen.some((file) => file.filename.startsWith('0-early'))).toBe(false);
    expect(deleted.length).toBeGreaterThan(0);
  });

  it('refuses bad options and a cursor of another order, naming each', async () => {
    const refusals: [string, string][] = [
      ['&sortBy=uploadedAt', 'sortBy'],
      ['&sortOrder=up', 'sortOrder'],
      ['&type=video', 'type'],
      ['&search=', 'search'],
      ['&search=%20%20', 'search'],
      [`&search=${'a'.repeat(256)}`, 'search'],
    ];
    for (const url of [workspaceUrl, taskUrl]) {
      for (const [query, path] of refusals) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: url(query),
          headers: owner.headers,
        });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().details, query).toEqual(
          expect.arrayContaining([expect.objectContaining({ path })]),
        );
      }
    }
    await expectRefused(ctx, owner, workspaceUrl('&search=%20'), fileListMessages.badSearch);
    const { nextCursor } = await getJson<{ nextCursor: string }>(
      ctx,
      owner,
      workspaceUrl('&sortBy=size&limit=1'),
    );
    await expectRefused(
      ctx,
      owner,
      workspaceUrl(`&sortBy=name&cursor=${nextCursor}`),
      pagingMessages.badCursor,
    );
    await expectRefused(
      ctx,
      owner,
      workspaceUrl(`&sortBy=size&sortOrder=asc&cursor=${nextCursor}`),
      pagingMessages.badCursor,
    );
  });
});
