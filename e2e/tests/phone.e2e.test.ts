import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSidewaysScroll } from '../support/both-widths';
import { expectAccessible } from '../support/accessibility';
import { api } from '../support/api';
import { launchBrowser, newContext, screenshot, uniquePhoneNumber } from '../support/browser';
import { signIn } from '../support/sign-in';

// A small Android phone, and a common iPhone for the screens that crowd first (board, tabs).
const small = { width: 360, height: 740 };
const large = { width: 390, height: 844 };

/** Waits until nothing on the screen says it is loading, and the fonts and layout have settled. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      !document.body.innerText.includes('Loading') &&
      document.fonts.status === 'loaded' &&
      // Transitions still running (a fade, a slide); endless spinners and animations that
      // follow a scroll position (the tab fades) do not count.
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.timeline !== document.timeline ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * The checks every screen gets at 360 px: no sideways scroll, the accessibility rules, and a
 * screenshot (phone-<screen>.png). `alsoLarge` repeats the first and the last at 390 px.
 */
async function checkScreen(page: Page, screen: string, { alsoLarge = false } = {}) {
  await settle(page);
  await expectNoSidewaysScroll(page, screen);
  await expectAccessible(page, `${screen} (360 px)`);
  await screenshot(page, `phone-${screen}`);
  if (!alsoLarge) return;
  await page.setViewportSize(large);
  await settle(page);
  await expectNoSidewaysScroll(page, screen);
  await screenshot(page, `phone-${screen}-390`);
  await page.setViewportSize(small);
  await settle(page);
}

/**
 * Words of each task title that the browser split over two lines: a word drawn as more than one
 * line box. A single word wider than the title itself may break; nothing else may.
 */
function splitTitleWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    for (const title of Array.from(document.querySelectorAll<HTMLElement>('[data-task-title]'))) {
      const width = title.getBoundingClientRect().width;
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const boxes = Array.from(range.getClientRects()).filter((box) => box.width > 0);
          const wordWidth = boxes.reduce((sum, box) => sum + box.width, 0);
          if (boxes.length > 1 && wordWidth <= width) {
            split.push(`"${match[0]}" in "${text}" (${Math.round(width)} px wide)`);
          }
        }
      }
    }
    return split;
  });
}

/**
 * Where the first task card sits against the first screen: the page not scrolled, and the
 * bottom bar's top as the screen's end.
 */
function firstCardOnFirstScreen(page: Page) {
  return page.evaluate(() => {
    const card = document.querySelector('[role="article"]')?.getBoundingClientRect();
    const title = document.querySelector('[data-task-title]')?.getBoundingClientRect();
    const bar = document
      .querySelector('nav[aria-label="Quick navigation"]')
      ?.getBoundingClientRect();
    if (!card || !title || !bar) throw new Error('no task card or bottom bar');
    return {
      scrolled: window.scrollY,
      titleShown: title.top >= 0 && title.bottom <= bar.top,
      cardShown: card.top >= 0 && card.bottom <= bar.top,
    };
  });
}

/** The bottom bar's labels that do not fit their item and are cut short. */
function cutBarLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>('nav[aria-label="Quick navigation"] li .truncate'),
    )
      .filter((label) => label.scrollWidth > label.clientWidth)
      .map((label) => label.textContent ?? ''),
  );
}

describe('every screen on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('fits 360 px wide without sideways scroll or words cut in half, on every screen', async () => {
    const context = await newContext(browser, small);
    const page = await context.newPage();
    await signIn(page, uniquePhoneNumber());

    // A little data through the API: a workspace with a pending invite (the Settings badge),
    // a project with dates and an estimate, tasks with long titles, and a draft venture.
    const workspace = await api<{ id: string }>(page, 'POST', '/api/workspaces', {
      name: 'Maple Street Renovation',
      description: 'Full gut renovation of a two-storey house for the Okafor family.',
    });
    await api(page, 'POST', `/api/workspaces/${workspace.id}/invites`, {
      phoneNumber: uniquePhoneNumber(),
      role: 'contractor',
    });
    const inDays = (days: number) =>
      new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
    const project = await api<{ id: string }>(
      page,
      'POST',
      `/api/projects?workspaceId=${workspace.id}`,
      {
        name: 'Kitchen and utility room',
        workspaceId: workspace.id,
        type: 'Renovation',
        description: 'New cabinets, worktops, plumbing and wiring for the kitchen.',
        startDate: inDays(-10),
        targetEndDate: inDays(20),
        estimatedCost: 18500,
      },
    );
    const titles = [
      'Install the kitchen plumbing and connect the water heater',
      'Rewire the utility room and add two dedicated circuits',
      'Order cabinets, worktops and the undermount sink',
      'Tile the backsplash behind the range',
    ];
    const tasks: { id: string }[] = [];
    for (const [index, title] of titles.entries()) {
      tasks.push(
        await api<{ id: string }>(page, 'POST', '/api/tasks', {
          projectId: project.id,
          title,
          description: 'Coordinate with the site lead before starting; materials are on site.',
          priority: (['high', 'medium', 'low', 'medium'] as const)[index],
          dueDate: inDays(index * 3 - 2),
          amount: 1250 + index * 400,
          transactionType: 'Labor',
        }),
      );
    }
    const [plumbing, wiring, cabinets] = tasks as [{ id: string }, { id: string }, { id: string }];
    // The plumbing is the signed-in person's own: My Tasks lists it alone.
    const { user: me } = await api<{ user: { id: string } }>(page, 'GET', '/api/auth/me');
    await api(page, 'PUT', `/api/tasks/${plumbing.id}`, { assignedTo: me.id });
    await api(page, 'PUT', `/api/tasks/${wiring.id}`, { status: 'in_progress' });
    await api(page, 'PUT', `/api/tasks/${cabinets.id}`, { status: 'complete' });
    const venture = await api<{ id: string }>(page, 'POST', '/api/ventures', {
      workspaceId: workspace.id,
      name: 'Maple Street duplex conversion',
      type: 'real_estate',
      description: 'Turn the house into two family flats with separate entrances.',
      targetGoal: 25000,
      pitchContent:
        'We are converting a run-down house on Maple Street into two comfortable family flats. Backers fund the structural work and share in the rental income once both flats are let.',
    });

    const ws = `/workspaces/${workspace.id}`;
    const projectUrl = `${ws}/projects/${project.id}`;

    // Workspaces list.
    await page.goto('/workspaces');
    await page.getByRole('heading', { level: 1, name: 'Workspaces' }).waitFor();
    await page.getByText('Maple Street Renovation').first().waitFor();
    await checkScreen(page, 'workspaces');
    // Six items share the bottom bar, each label whole, at both widths.
    for (const viewport of [small, large]) {
      await page.setViewportSize(viewport);
      expect(await cutBarLabels(page), `bottom bar at ${viewport.width} px`).toEqual([]);
    }
    await page.setViewportSize(small);

    // Workspace detail, each tab: the tabs fit or scroll, and the chosen one is in view.
    const tabScreens = [
      ['projects', 'Projects'],
      ['notifications', 'Notifications'],
      ['settings', 'Settings'],
    ] as const;
    for (const [tab, name] of tabScreens) {
      await page.goto(tab === 'projects' ? ws : `${ws}?tab=${tab}`);
      await page.getByRole('heading', { level: 1, name: 'Maple Street Renovation' }).waitFor();
      if (tab === 'projects') await page.getByText('Kitchen and utility room').first().waitFor();
      if (tab === 'settings') await page.getByText('Invite Member').first().waitFor();
      await checkScreen(page, `workspace-${tab}`, { alsoLarge: true });
      for (const viewport of [small, large]) {
        await page.setViewportSize(viewport);
        await settle(page);
        const shown = await page.evaluate((label) => {
          const list = document.querySelector<HTMLElement>('[role="tablist"]');
          const selected = Array.from(
            document.querySelectorAll<HTMLElement>('[role="tab"][aria-selected="true"]'),
          ).find((tab) => tab.textContent?.startsWith(label));
          if (!list || !selected) return null;
          const listBox = list.getBoundingClientRect();
          const tabBox = selected.getBoundingClientRect();
          // The edge fades follow the scroll: one shows exactly where tabs are hidden.
          const hiddenAtStart = list.scrollLeft > 1;
          const hiddenAtEnd = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
          const style = getComputedStyle(list);
          const fades = (end: string) =>
            parseFloat(style.getPropertyValue(`--tabs-fade-${end}`)) > 0;
          return {
            inView: tabBox.left >= listBox.left - 1 && tabBox.right <= listBox.right + 1,
            tallEnough: tabBox.height >= 44,
            fadeMatches: fades('start') === hiddenAtStart && fades('end') === hiddenAtEnd,
          };
        }, name);
        expect(shown, `${name} tab at ${viewport.width} px`).toEqual({
          inView: true,
          tallEnough: true,
          fadeMatches: true,
        });
      }
      await page.setViewportSize(small);
    }

    // Flow View: opens fitted, never so small that node text reads under 12 px.
    await page.goto(`${ws}?tab=flow`);
    const graph = page.getByRole('region', { name: 'Workspace graph' });
    await graph.getByText('Maple Street Renovation').first().waitFor();
    await settle(page);
    const zoom = await page.evaluate(() => {
      const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
      return viewport ? new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a : 0;
    });
    expect(zoom).toBeGreaterThanOrEqual(12 / 11 - 0.01);
    expect(zoom).toBeLessThanOrEqual(1.56 + 0.01);
    const workspaceNode = await graph.locator('.react-flow__node-workspace').boundingBox();
    const graphBox = await graph.boundingBox();
    expect(workspaceNode && graphBox).toBeTruthy();
    if (workspaceNode && graphBox) {
      expect(workspaceNode.x).toBeGreaterThanOrEqual(graphBox.x - 1);
      expect(workspaceNode.x + workspaceNode.width).toBeLessThanOrEqual(
        graphBox.x + graphBox.width + 1,
      );
    }
    await checkScreen(page, 'flow');

    // Projects, and the project page: its numbers lead, above the fold and before the buttons.
    await page.goto(`${ws}/projects`);
    await page.getByText('Kitchen and utility room').first().waitFor();
    await checkScreen(page, 'projects');
    await page.goto(projectUrl);
    await page.getByRole('heading', { level: 1, name: 'Kitchen and utility room' }).waitFor();
    const metrics = await page.getByRole('list', { name: 'Project metrics' }).boundingBox();
    const viewTasks = await page.getByRole('link', { name: 'View Tasks' }).boundingBox();
    const details = await page.getByRole('region', { name: 'Details' }).boundingBox();
    expect(metrics && viewTasks && details).toBeTruthy();
    if (metrics && viewTasks && details) {
      expect(metrics.y).toBeLessThan(small.height / 2);
      expect(metrics.y + metrics.height).toBeLessThanOrEqual(viewTasks.y);
      expect(metrics.y + metrics.height).toBeLessThanOrEqual(details.y);
    }
    await checkScreen(page, 'project');

    // Project tasks as a grid: the counts in one line and the filters behind a button, so the
    // first task is on the first screen, whole at 390 px, its title at least at 360 px.
    await page.goto(`${projectUrl}/tasks`);
    await page.getByRole('article', { name: titles[0] }).waitFor();
    expect(await splitTitleWords(page)).toEqual([]);
    await checkScreen(page, 'project-tasks-grid', { alsoLarge: true });
    await expect(page.getByRole('region', { name: 'Task metrics' }).innerText()).resolves.toMatch(
      /^4 tasks · 1 done · 1 in progress · \d+ overdue$/,
    );
    for (const viewport of [large, small]) {
      await page.setViewportSize(viewport);
      await settle(page);
      const first = await firstCardOnFirstScreen(page);
      expect(first.scrolled).toBe(0);
      expect(first.titleShown, `first title at ${viewport.width} px`).toBe(true);
      if (viewport === large) expect(first.cardShown, 'first task at 390 px').toBe(true);
    }
    // The filters open in a sheet with the same controls, and Escape closes it.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Assignee').waitFor();
    await checkScreen(page, 'project-tasks-filters', { alsoLarge: true });
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    // The board: one column at a time, chosen from tabs naming each status and its count.
    await page.goto(`${projectUrl}/tasks?view=board`);
    const switcher = page.getByRole('tablist', { name: 'Board columns' });
    await switcher.getByRole('tab', { name: 'To Do 2' }).waitFor();
    await page.getByRole('article', { name: titles[0] }).waitFor();
    for (const viewport of [small, large]) {
      await page.setViewportSize(viewport);
      await settle(page);
      expect(await splitTitleWords(page), `split words at ${viewport.width} px`).toEqual([]);
      if (viewport === small) await checkScreen(page, 'project-tasks-board');
      else {
        await expectNoSidewaysScroll(page, 'project-tasks-board');
        await screenshot(page, 'phone-project-tasks-board-390');
      }
      const board = await page.evaluate(() => ({
        columns: document.querySelectorAll('[data-board-column]').length,
        tabs: Array.from(document.querySelectorAll<HTMLElement>('[role="tab"]')).map((tab) => {
          const box = tab.getBoundingClientRect();
          return { tallEnough: box.height >= 44, inView: box.left >= 0 && box.right <= innerWidth };
        }),
      }));
      expect(board.columns, `columns at ${viewport.width} px`).toBe(1);
      expect(board.tabs).toEqual(Array(3).fill({ tallEnough: true, inView: true }));
      expect((await firstCardOnFirstScreen(page)).titleShown).toBe(true);
    }
    await page.setViewportSize(small);
    await switcher.getByRole('tab', { name: /^In Progress/ }).click();
    await page.getByRole('article', { name: titles[1] }).waitFor();
    expect(new URL(page.url()).searchParams.get('column')).toBe('in_progress');
    await expect(page.getByRole('article').count()).resolves.toBe(1);
    await checkScreen(page, 'project-tasks-board-in-progress');

    // Task detail, workspace tasks, files, notifications.
    await page.goto(`${projectUrl}/tasks/${plumbing.id}`);
    await page.getByRole('heading', { level: 1, name: titles[0] }).waitFor();
    await checkScreen(page, 'task');
    await page.goto(`${ws}/tasks`);
    await page.getByRole('article', { name: titles[0] }).waitFor();
    expect(await splitTitleWords(page)).toEqual([]);
    await checkScreen(page, 'workspace-tasks');
    // My Tasks, one tap from the bottom bar: the signed-in person's task alone.
    await page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('link', { name: 'My Tasks' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'My Tasks' }).waitFor();
    await page.getByRole('article', { name: titles[0] }).waitFor();
    await expect(page.getByRole('article').count()).resolves.toBe(1);
    await checkScreen(page, 'my-tasks', { alsoLarge: true });
    await page.goto(`${ws}/files`);
    await page.getByRole('heading', { level: 1, name: 'Files' }).waitFor();
    await checkScreen(page, 'files');
    await page.goto(`${ws}/notifications`);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await checkScreen(page, 'notifications');

    // Ventures, a venture, my pledges, and the footer's pages.
    await page.goto(`${ws}/ventures`);
    await page.getByText('Maple Street duplex conversion').first().waitFor();
    await checkScreen(page, 'ventures');
    await page.goto(`${ws}/ventures/${venture.id}`);
    await page.getByRole('heading', { level: 1, name: 'Maple Street duplex conversion' }).waitFor();
    await checkScreen(page, 'venture');
    await page.goto('/pledges');
    await page.getByRole('heading', { level: 1, name: 'My Pledges' }).waitFor();
    await checkScreen(page, 'pledges');
    for (const name of ['Privacy', 'Terms']) {
      await page.goto(`/${name.toLowerCase()}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await checkScreen(page, name.toLowerCase());
    }

    await context.close();
  });
});
