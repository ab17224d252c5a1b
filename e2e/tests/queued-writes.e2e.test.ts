import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { api } from '../support/api';
import { launchBrowser, newContext, screenshot, uniquePhoneNumber } from '../support/browser';
import { storedText } from '../support/browser-storage';
import { signIn } from '../support/sign-in';

const narrowPhone = { width: 360, height: 740 };

interface Task {
  id: string;
  title: string;
  status: string;
}

/** A workspace, a project and one task in it, made through the API; the task page's address. */
async function makeTask(page: Page, title: string) {
  const workspace = await api<{ id: string }>(page, 'POST', '/api/workspaces', {
    name: 'Quarry Road Site',
  });
  const project = await api<{ id: string }>(
    page,
    'POST',
    `/api/projects?workspaceId=${workspace.id}`,
    { name: 'Garage slab', workspaceId: workspace.id },
  );
  const task = await api<Task>(page, 'POST', `/api/tasks?workspaceId=${workspace.id}`, {
    title,
    projectId: project.id,
  });
  const taskApi = (rest = '') => `/api/tasks/${task.id}${rest}?workspaceId=${workspace.id}`;
  const url = `/workspaces/${workspace.id}/projects/${project.id}/tasks/${task.id}`;
  return { task, taskApi, url };
}

/** How many entries of a kind the task's history holds. */
async function historyCount(page: Page, path: string, action: string): Promise<number> {
  const { items } = await api<{ items: Array<{ action: string }> }>(page, 'GET', path);
  return items.filter((item) => item.action === action).length;
}

const waitingText = (page: Page) => page.getByText(/changes? waiting to be sent$/);

// The server sends a phone one sign-in code every 30 s at most.
const CODE_INTERVAL_MS = 31_000;

describe('changes made offline', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let phoneNumber: string;
  let signedInAt: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, narrowPhone);
    page = await context.newPage();
    phoneNumber = uniquePhoneNumber();
    await signIn(page, phoneNumber);
    signedInAt = Date.now();
  });
  afterAll(() => browser.close());

  it('sends a status change and a comment made offline once each when the connection returns', async () => {
    const { taskApi, url } = await makeTask(page, 'Pour footings');
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Pour footings' }).waitFor();
    await page.getByText('No comments yet').waitFor();

    await context.setOffline(true);
    await page.getByLabel('Change status').selectOption('in_progress');
    await page.getByLabel('Add a comment').fill('Forms are up; pour Thursday.');
    await page.getByRole('button', { name: 'Post Comment' }).click();

    // Both show at once, and the header counts them, in view on a 360 px phone however far
    // the page is scrolled.
    const comment = page.getByRole('list', { name: 'Comments' }).getByRole('listitem');
    await comment.getByText('Forms are up; pour Thursday.').waitFor();
    await comment.getByText('Waiting to send').waitFor();
    expect(await page.getByLabel('Change status').inputValue()).toBe('in_progress');
    const waiting = page.getByText('2 changes waiting to be sent');
    await waiting.waitFor();
    await page.mouse.wheel(0, 5_000);
    const box = await waiting.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= narrowPhone.height).toBe(true);
    expect(box && box.x >= 0 && box.x + box.width <= narrowPhone.width).toBe(true);
    await screenshot(page, 'offline-changes-waiting-360');
    await expectAccessible(page, 'task page with changes waiting, offline');

    await context.setOffline(false);
    await waitingText(page).waitFor({ state: 'detached', timeout: 30_000 });
    await comment.getByText('Waiting to send').waitFor({ state: 'detached' });

    // A second session sees each change once.
    const otherContext = await newContext(browser);
    const other = await otherContext.newPage();
    await other.waitForTimeout(Math.max(0, signedInAt + CODE_INTERVAL_MS - Date.now()));
    await signIn(other, phoneNumber);
    expect((await api<Task>(other, 'GET', taskApi())).status).toBe('in_progress');
    const comments = await api<Array<{ content: string }>>(other, 'GET', taskApi('/comments'));
    expect(comments.map((entry) => entry.content)).toEqual(['Forms are up; pour Thursday.']);
    expect(await historyCount(other, taskApi('/activity'), 'status_changed')).toBe(1);
    await otherContext.close();
  });

  it('asks about an edit someone else overtook: Keep mine, then Take theirs', async () => {
    const { taskApi, url } = await makeTask(page, 'Strip formwork');
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Strip formwork' }).waitFor();
    const editForm = page.getByRole('dialog', { name: 'Edit Task' });
    const conflict = page.getByRole('dialog', { name: 'Changed by someone else' });

    // The form is open on the copy seen; meanwhile someone renames the task.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await editForm.getByLabel('Title').waitFor();
    await api(page, 'PUT', taskApi(), { title: 'Strip the formwork' });
    await editForm.getByLabel('Title').fill('Strip formwork on Monday');
    await editForm.getByRole('button', { name: 'Update Task' }).click();
    await conflict.getByText('Strip formwork on Monday', { exact: true }).waitFor();
    await conflict.getByText('Strip the formwork', { exact: true }).waitFor();
    await screenshot(page, 'offline-changes-conflict-360');
    await expectAccessible(page, 'conflict dialog');
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await page.getByRole('heading', { level: 1, name: 'Strip formwork on Monday' }).waitFor();
    await expect
      .poll(async () => (await api<Task>(page, 'GET', taskApi())).title)
      .toBe('Strip formwork on Monday');

    // Again, and this time the server's title stays.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await editForm.getByLabel('Title').waitFor();
    await api(page, 'PUT', taskApi(), { title: 'Strip formwork after curing' });
    await editForm.getByLabel('Title').fill('Strip formwork on Tuesday');
    await editForm.getByRole('button', { name: 'Update Task' }).click();
    await conflict.getByRole('button', { name: 'Take theirs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Strip formwork after curing' }).waitFor();
    expect((await api<Task>(page, 'GET', taskApi())).title).toBe('Strip formwork after curing');
    expect(await historyCount(page, taskApi('/activity'), 'updated')).toBe(3);
  });

  it('answers a repeated change once, and a change to an older version with 412', async () => {
    const { task, taskApi } = await makeTask(page, 'Seal the joints');
    // As the browser sends a change again after a lost answer: the same request, the same key.
    const send = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
      page.evaluate(
        async ({ method, path, body, headers }) => {
          const response = await fetch(path, {
            method,
            headers: {
              ...headers,
              Authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}`,
              'Content-Type': 'application/json',
            },
            body: JSON.stringify(body),
          });
          return {
            status: response.status,
            replayed: response.headers.get('Idempotent-Replayed'),
            etag: response.headers.get('ETag'),
            body: (await response.json()) as { id: string; title?: string },
          };
        },
        { method, path, body, headers },
      );
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const comment = { content: 'Joints sealed on the north side' };
    const first = await send('POST', taskApi('/comments'), comment, key);
    const again = await send('POST', taskApi('/comments'), comment, key);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, replayed: 'true', body: { id: first.body.id } });
    expect(await api<unknown[]>(page, 'GET', taskApi('/comments'))).toHaveLength(1);

    const stale = { 'If-Match': `"${task.id}.0"` };
    const refused = await send('PUT', taskApi(), { title: 'Seal every joint' }, stale);
    expect(refused).toMatchObject({ status: 412, body: { id: task.id, title: 'Seal the joints' } });
    const current = { 'If-Match': refused.etag ?? '' };
    const accepted = await send('PUT', taskApi(), { title: 'Seal every joint' }, current);
    expect(accepted).toMatchObject({ status: 200, body: { title: 'Seal every joint' } });
  });

  it('keeps a waiting change through a reload, and sends it once', async () => {
    const { taskApi, url } = await makeTask(page, 'Cure the slab');
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Cure the slab' }).waitFor();
    // The installed app: its service worker holds the app's files for an offline reload.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await context.setOffline(true);
    await page.getByLabel('Change status').selectOption('complete');
    await page.getByText('1 change waiting to be sent').waitFor();
    await expect.poll(() => storedText(page), { timeout: 10_000 }).toContain('offline-change');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Cure the slab' }).waitFor();
    await page.getByText('1 change waiting to be sent').waitFor();
    expect(await page.getByLabel('Change status').inputValue()).toBe('complete');

    await context.setOffline(false);
    await waitingText(page).waitFor({ state: 'detached', timeout: 30_000 });
    expect((await api<Task>(page, 'GET', taskApi())).status).toBe('complete');
    expect(await historyCount(page, taskApi('/activity'), 'status_changed')).toBe(1);
  });
});
