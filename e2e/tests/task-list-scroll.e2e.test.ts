import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, uniquePhoneNumber } from '../support/browser';
import { api } from '../support/api';
import { signIn } from '../support/sign-in';

const TASK_COUNT = 1000;
/** Requests in flight at once while seeding: quick, without queueing hundreds on the server. */
const SEED_BATCH = 25;
/** "A few hundred" at most: the grid draws a screenful and a few rows either side. */
const MAX_CARDS_IN_PAGE = 200;
/** Less than the rows drawn beyond the window's edge, so no card is scrolled past unseen. */
const SCROLL_STEP_PX = 600;

const titleOf = (index: number) => `Scroll task ${String(index).padStart(4, '0')}`;

/** Creates the project's tasks through the API, a batch of requests at a time. */
async function seedTasks(page: Page, workspaceId: string, projectId: string): Promise<void> {
  const titles = Array.from({ length: TASK_COUNT }, (_, index) => titleOf(index + 1));
  await page.evaluate(
    async ({ workspaceId, projectId, titles, batch }) => {
      const token = localStorage.getItem('auth_token') ?? '';
      const create = async (title: string) => {
        const response = await fetch(`/api/tasks?workspaceId=${workspaceId}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ title, projectId }),
        });
        if (!response.ok) throw new Error(`POST /api/tasks: ${response.status}`);
      };
      for (let start = 0; start < titles.length; start += batch) {
        await Promise.all(titles.slice(start, start + batch).map(create));
      }
    },
    { workspaceId, projectId, titles, batch: SEED_BATCH },
  );
}

/** The titles of the task cards in the page now, in order. */
function drawnTitles(page: Page): Promise<string[]> {
  return page.$$eval('[role="article"] h3', (headings) =>
    headings.map((heading) => heading.textContent?.trim() ?? ''),
  );
}

/**
 * Waits until the grid's drawn rows cover the window: the space it holds open above and below
 * (its padding) lies outside the window, so every card on screen is drawn.
 */
async function waitForDrawnWindow(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const list = document.querySelector('[role="article"]')?.closest('ul');
    if (!list) return false;
    const box = list.getBoundingClientRect();
    const style = getComputedStyle(list);
    const drawnTop = box.top + parseFloat(style.paddingTop);
    const drawnBottom = box.bottom - parseFloat(style.paddingBottom);
    return (
      drawnTop <= Math.max(box.top, 0) + 1 && drawnBottom >= Math.min(box.bottom, innerHeight) - 1
    );
  });
}

const loadMoreButton = (page: Page) => page.getByRole('button', { name: /^(Load more|Loading…)$/ });

const isAtBottom = (page: Page) =>
  page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1);

describe('a long task list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('scrolls through 1,000 tasks, each shown once, with only those near the window in the page', async () => {
    // Seeded from one browser, read from another: the first one's live stream hears of every new
    // task as it is made, and a page resuming from it would be told of all of them again at once.
    const seeding = await newContext(browser);
    const seeder = await seeding.newPage();
    await signIn(seeder, uniquePhoneNumber());
    const workspace = await api<{ id: string }>(seeder, 'POST', '/api/workspaces', {
      name: 'Thousand Task Build',
    });
    const project = await api<{ id: string }>(
      seeder,
      'POST',
      `/api/projects?workspaceId=${workspace.id}`,
      { name: 'Tower block', workspaceId: workspace.id },
    );
    await seedTasks(seeder, workspace.id, project.id);
    const token = await seeder.evaluate(() => localStorage.getItem('auth_token'));
    await seeding.close();

    // The same person on a fresh device: the session, and nothing kept from the first.
    const context = await newContext(browser);
    await context.addInitScript((session) => {
      if (session) localStorage.setItem('auth_token', session);
    }, token);
    const page = await context.newPage();
    const pageRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/tasks' && url.searchParams.has('limit')) {
        pageRequests.push(url.searchParams.get('limit') ?? '');
      }
    });
    await page.goto(`/workspaces/${workspace.id}/tasks`);
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await page.getByRole('article').first().waitFor();

    const seen = new Set<string>();
    let mostCards = 0;
    for (let step = 0; step < 1000; step++) {
      await waitForDrawnWindow(page);
      const titles = await drawnTitles(page);
      // A card drawn twice would be a task listed twice.
      expect(new Set(titles).size).toBe(titles.length);
      titles.forEach((title) => seen.add(title));
      mostCards = Math.max(mostCards, titles.length);

      if (await isAtBottom(page)) {
        if ((await loadMoreButton(page).count()) === 0) break;
        // The end of what is fetched so far: the next page comes as it nears the window, and the
        // list grows below it (or, at the last page, Load more goes).
        await page.waitForFunction(
          () =>
            scrollY + innerHeight < document.documentElement.scrollHeight - 1 ||
            !Array.from(document.querySelectorAll('button')).some((button) =>
              /^(Load more|Loading…)$/.test(button.textContent?.trim() ?? ''),
            ),
        );
        continue;
      }
      await page.evaluate((by) => window.scrollBy(0, by), SCROLL_STEP_PX);
    }

    const expected = Array.from({ length: TASK_COUNT }, (_, index) => titleOf(index + 1));
    expect([...seen].sort()).toEqual(expected);
    expect(mostCards).toBeLessThanOrEqual(MAX_CARDS_IN_PAGE);
    // Pages of 50: at least twenty of them for a thousand tasks.
    expect(pageRequests.every((limit) => limit === '50')).toBe(true);
    expect(pageRequests.length).toBeGreaterThanOrEqual(TASK_COUNT / 50);
    await screenshot(page, 'task-list-scrolled-to-end');
    await context.close();
  });
});
