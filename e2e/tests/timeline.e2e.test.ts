import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { api } from '../support/api';
import { launchBrowser, newContext, screenshot, uniquePhoneNumber } from '../support/browser';
import { signIn } from '../support/sign-in';

/** Local midnight `days` days from today in the browser, as the app sends picked days. */
function dayFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset).toISOString();
  }, days);
}

describe('timeline', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets a manager drag a due date along the timeline, and lists it by week on a phone', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, uniquePhoneNumber(), { name: 'Tess Planner' });

    // A workspace with a project of six weeks and two dated tasks, made through the API.
    const workspace = await api<{ id: string }>(page, 'POST', '/api/workspaces', {
      name: 'Birch Lane',
    });
    const project = await api<{ id: string }>(
      page,
      'POST',
      `/api/projects?workspaceId=${workspace.id}`,
      {
        name: 'Porch rebuild',
        startDate: await dayFromToday(page, -10),
        targetEndDate: await dayFromToday(page, 32),
      },
    );
    const scaffold = await api<{ id: string; dueDate: string }>(
      page,
      'POST',
      `/api/tasks?workspaceId=${workspace.id}`,
      { projectId: project.id, title: 'Book the scaffold', dueDate: await dayFromToday(page, 6) },
    );
    await api(page, 'POST', `/api/tasks?workspaceId=${workspace.id}`, {
      projectId: project.id,
      title: 'Pour the footings',
      dueDate: await dayFromToday(page, 15),
    });

    // The timeline has its own address, which opens the workspace on its Timeline tab.
    await page.goto(`/workspaces/${workspace.id}/timeline`);
    const chart = page.getByRole('region', { name: 'Project timeline' });
    await chart.waitFor();
    expect(await page.getByRole('tab', { name: 'Timeline' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await expectAccessible(page, 'timeline (desktop)');
    await screenshot(page, 'timeline-desktop');

    // Drag the task's marker five days later with the mouse (the month zoom draws 8 px a day).
    const marker = chart.getByRole('slider', { name: 'Due date of Book the scaffold' });
    await marker.scrollIntoViewIfNeeded();
    const box = await marker.boundingBox();
    if (!box) throw new Error('the marker is not on screen');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(x + step * 4, y);
    await page.mouse.up();
    await page.getByText('Task updated successfully').waitFor();
    const expectedDue = await dayFromToday(page, 11);
    expect(await marker.getAttribute('aria-valuetext')).toBe(
      await page.evaluate(
        (iso) =>
          new Date(iso).toLocaleDateString('en-US', {
            weekday: 'short',
            month: 'short',
            day: 'numeric',
            year: 'numeric',
          }),
        expectedDue,
      ),
    );
    const saved = await api<{ dueDate: string }>(page, 'GET', `/api/tasks/${scaffold.id}`);
    expect(saved.dueDate).toBe(expectedDue);
    expect(saved.dueDate).not.toBe(scaffold.dueDate);
    // The move is in the task's history, like any other change of its due date.
    const history = await api<{ items: { action: string; changes: unknown[] }[] }>(
      page,
      'GET',
      `/api/tasks/${scaffold.id}/activity`,
    );
    expect(history.items[0]).toMatchObject({
      action: 'updated',
      changes: [{ field: 'dueDate', from: scaffold.dueDate, to: expectedDue }],
    });
    await screenshot(page, 'timeline-after-drag');

    // On a 360 px phone: a list by week, nothing scrolling sideways.
    await page.setViewportSize({ width: 360, height: 780 });
    await page
      .getByRole('region', { name: /^Week of / })
      .first()
      .waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: /^Week of / }).count())
      .toBeGreaterThanOrEqual(2);
    await page.getByText('Book the scaffold').waitFor();
    expect(await chart.count()).toBe(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'the phone list scrolls sideways').toBeLessThanOrEqual(0);
    await expectAccessible(page, 'timeline (phone)');
    await screenshot(page, 'timeline-phone');

    await context.close();
  });
});
