import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api } from '../support/api';
import { checkBothWidths } from '../support/both-widths';
import {
  launchBrowser,
  newContext,
  screenshot,
  uniquePhoneNumber,
  viewports,
} from '../support/browser';
import { setDisplayName, signIn } from '../support/sign-in';

/** The zoom of the canvas, read from its viewport's transform. */
async function zoomOf(page: Page): Promise<number> {
  const transform = await page.locator('.react-flow__viewport').getAttribute('style');
  const scale = /scale\(([\d.]+)\)/.exec(transform ?? '')?.[1];
  if (!scale) throw new Error(`no zoom in ${transform}`);
  return Number(scale);
}

/** The list routes the Flow View reads, not their counts or single items. */
const pagedListPaths = new Set(['/api/projects', '/api/tasks', '/api/notifications']);

describe('flow view', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('draws the workspace as a graph, animates edges, fits, collapses a project and opens a task, reading each list a page at a time', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, uniquePhoneNumber());
    await setDisplayName(page, /^\+1 /, 'Fern Planner');

    // Setup through the API: a workspace with two projects and three tasks.
    const workspace = await api<{ id: string }>(page, 'POST', '/api/workspaces', {
      name: 'Cedar Court',
    });
    const kitchen = await api<{ id: string }>(
      page,
      'POST',
      `/api/projects?workspaceId=${workspace.id}`,
      { name: 'Kitchen refit', workspaceId: workspace.id },
    );
    await api(page, 'POST', `/api/projects?workspaceId=${workspace.id}`, {
      name: 'Garden wall',
      workspaceId: workspace.id,
    });
    const cabinets = await api<{ id: string }>(page, 'POST', '/api/tasks', {
      projectId: kitchen.id,
      title: 'Order cabinets',
      priority: 'high',
    });
    await api(page, 'POST', '/api/tasks', { projectId: kitchen.id, title: 'Fit worktop' });

    // The graph's code is fetched only once the tab opens. Every list the app reads from here on
    // is asked for a page at a time.
    const scripts: string[] = [];
    const listRequests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(url.pathname);
      if (request.method() === 'GET' && pagedListPaths.has(url.pathname)) listRequests.push(url);
    });
    await page.goto(`/workspaces/${workspace.id}`);
    await page.getByRole('tab', { name: 'Projects 2' }).waitFor();
    expect(scripts.some((script) => script.includes('flow-view'))).toBe(false);
    await page.getByRole('tab', { name: 'Flow View' }).click();
    const graph = page.getByRole('region', { name: 'Workspace graph' });
    const workspaceNode = graph.getByRole('group', { name: 'Workspace Cedar Court' });
    await workspaceNode.waitFor();
    expect(scripts.some((script) => script.includes('flow-view'))).toBe(true);
    await expect(workspaceNode.getByText('Owner')).toBeDefined();
    await workspaceNode.getByText('1 member').waitFor();

    // It opens at zoom 1.56 on the workspace; the zoom buttons change it.
    expect(await zoomOf(page)).toBeCloseTo(1.56, 2);
    await graph.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => zoomOf(page)).toBeLessThan(1.56);
    await graph.getByRole('button', { name: 'Zoom in' }).click();
    await graph.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(1.56);

    // Fit view brings every node on screen.
    await graph.getByRole('button', { name: 'Fit view' }).click();
    const kitchenNode = graph.getByRole('group', { name: 'Project Kitchen refit' });
    await kitchenNode.waitFor();
    await kitchenNode.getByText('2 tasks').waitFor();
    await kitchenNode.getByText('To Do').waitFor();
    await graph.getByRole('group', { name: 'Project Garden wall' }).getByText('0 tasks').waitFor();
    const cabinetsNode = graph.getByRole('group', { name: 'Task Order cabinets' });
    await cabinetsNode.getByText('High').waitFor();
    await graph.getByRole('group', { name: 'Task Fit worktop' }).getByText('Medium').waitFor();
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(4);
    expect(await page.locator('.react-flow__edge.animated').count()).toBe(0);
    await checkBothWidths(page, 'flow-view');

    // Clicking a project animates its edge from the workspace and its two to its tasks.
    await kitchenNode.getByTitle('Kitchen refit').click();
    await expect.poll(() => page.locator('.react-flow__edge.animated').count()).toBe(3);
    await cabinetsNode.getByTitle('Order cabinets').click();
    await expect.poll(() => page.locator('.react-flow__edge.animated').count()).toBe(1);

    // Collapsing the project hides its tasks; expanding brings them back.
    await kitchenNode.getByRole('button', { name: 'Collapse Kitchen refit' }).click();
    await kitchenNode.getByRole('button', { name: 'Expand (2) Kitchen refit' }).waitFor();
    await expect.poll(() => cabinetsNode.count()).toBe(0);
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(2);
    await checkBothWidths(page, 'flow-view-collapsed');
    await kitchenNode.getByRole('button', { name: 'Expand (2) Kitchen refit' }).click();
    await cabinetsNode.waitFor();
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(4);

    // A node drags to a new place (and never starts a connection).
    const before = await cabinetsNode.boundingBox();
    if (!before) throw new Error('the task node is not on screen');
    await page.mouse.move(before.x + 20, before.y + 30);
    await page.mouse.down();
    await page.mouse.move(before.x + 80, before.y + 90, { steps: 8 });
    await page.mouse.up();
    const after = await cabinetsNode.boundingBox();
    expect(after && after.x - before.x).toBeGreaterThan(30);
    // The canvas measures the dropped node again before it draws the edges that touch it.
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(4);

    // The task node's action opens the task. A drag swallows the click that follows it until a
    // timer of 0 ms has run (d3-drag, under React Flow): a busy machine can click sooner, so the
    // page's pending timers run first.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await cabinetsNode.getByRole('link', { name: 'Open task Order cabinets' }).click();
    await page.waitForURL(
      `**/workspaces/${workspace.id}/projects/${kitchen.id}/tasks/${cabinets.id}`,
    );
    await page.getByRole('heading', { level: 1, name: 'Order cabinets' }).waitFor();

    // On a phone the canvas fills the width, its controls are in reach, and the project node's
    // action opens its tasks.
    await page.setViewportSize(viewports.phone);
    await page.goto(`/workspaces/${workspace.id}?tab=flow`);
    await workspaceNode.waitFor();
    const canvas = await graph.boundingBox();
    expect(canvas?.width).toBeGreaterThan(viewports.phone.width - 40);
    await graph.getByRole('button', { name: 'Fit view' }).click();
    await kitchenNode.waitFor();
    await screenshot(page, 'flow-view-fitted-phone');
    await kitchenNode.getByRole('link', { name: 'View tasks of Kitchen refit' }).click();
    await page.waitForURL(`**/workspaces/${workspace.id}/projects/${kitchen.id}/tasks`);
    await page.getByText('Fit worktop').first().waitFor();

    expect(new Set(listRequests.map((url) => url.pathname))).toEqual(pagedListPaths);
    const unpaged = listRequests.filter((url) => !url.searchParams.has('limit'));
    expect(unpaged.map((url) => `${url.pathname}${url.search}`)).toEqual([]);
    await context.close();
  });
});
