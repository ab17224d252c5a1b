import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { api } from '../support/api';
import { checkBothWidths, expectNoSidewaysScroll } from '../support/both-widths';
import {
  launchBrowser,
  newContext,
  screenshot,
  uniquePhoneNumber,
  viewports,
} from '../support/browser';
import { signIn } from '../support/sign-in';

describe('labels', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a manager makes a label, puts it on a task in the task form and filters the board by it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, uniquePhoneNumber(), { name: 'Mina Manager' });

    // Setup through the API: a workspace, a project and two tasks in it.
    const workspace = await api<{ id: string }>(page, 'POST', '/api/workspaces', {
      name: 'Cedar Court',
    });
    const project = await api<{ id: string }>(
      page,
      'POST',
      `/api/projects?workspaceId=${workspace.id}`,
      { name: 'Kitchen refit', workspaceId: workspace.id },
    );
    for (const title of ['Wire the island lights', 'Tile the splashback']) {
      await api(page, 'POST', `/api/tasks?workspaceId=${workspace.id}`, {
        title,
        projectId: project.id,
      });
    }

    // The Labels page, from the workspace's Settings tab.
    await page.goto(`/workspaces/${workspace.id}?tab=settings`);
    await page
      .getByRole('region', { name: 'Labels' })
      .getByRole('link', { name: 'Manage Labels' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Labels' }).waitFor();
    await page.getByText('No labels yet').waitFor();
    await page.getByRole('button', { name: 'New Label' }).click();
    const form = page.getByRole('dialog', { name: 'New Label' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Electrical');
    // A choice is its chip, which a person taps; the radio button under it takes the choice.
    await form.getByText('Amber', { exact: true }).click();
    expect(await form.getByRole('radio', { name: 'Amber' }).isChecked()).toBe(true);
    await expectAccessible(page, 'the new label form');
    await form.getByRole('button', { name: 'Create Label' }).click();
    await page.getByText('Label "Electrical" created successfully!').waitFor();
    const row = page.getByRole('list', { name: 'Labels' }).getByRole('listitem', {
      name: 'Electrical',
    });
    await row.waitFor();
    expect(await row.getByText('Electrical').getAttribute('data-label-color')).toBe('amber');
    await checkBothWidths(page, 'labels-page');

    // On a 360 px phone the form is a sheet whose twelve colours wrap within the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'New Label' }).click();
    await form.getByRole('radio', { name: 'Pink' }).waitFor({ state: 'attached' });
    await expectNoSidewaysScroll(page, 'labels-page-360');
    const sticksOut = await form.evaluate((sheet) => {
      const edge = sheet.getBoundingClientRect().right;
      return Array.from(sheet.querySelectorAll('*'))
        .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
        .map((element) => element.outerHTML.slice(0, 120));
    });
    expect(sticksOut).toEqual([]);
    await screenshot(page, 'labels-form-360');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await page.setViewportSize(viewports.desktop);

    // The label goes on one task through the task form, and shows on its card.
    const tasksUrl = `/workspaces/${workspace.id}/projects/${project.id}/tasks`;
    await page.goto(tasksUrl);
    const labelled = page.getByRole('article', { name: 'Wire the island lights' });
    const unlabelled = page.getByRole('article', { name: 'Tile the splashback' });
    await unlabelled.waitFor();
    await labelled.getByRole('button', { name: 'Edit task' }).click();
    const taskForm = page.getByRole('dialog', { name: 'Edit Task' });
    const choices = taskForm.getByRole('group', { name: 'Labels' });
    await choices.getByText('Electrical', { exact: true }).click();
    expect(await choices.getByRole('checkbox', { name: 'Electrical' }).isChecked()).toBe(true);
    await taskForm.getByRole('button', { name: 'Update Task' }).click();
    await page.getByText('Task updated successfully').first().waitFor();
    await labelled.getByRole('list', { name: 'Labels' }).getByText('Electrical').waitFor();

    // The board, filtered by the label: the labelled task shows, the other does not.
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Board' }).click();
    const toDo = page.getByRole('region', { name: /^To Do/ });
    await toDo.getByRole('article', { name: 'Tile the splashback' }).waitFor();
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Labels' }).click();
    await filters
      .getByRole('group', { name: 'Labels' })
      .getByText('Electrical', { exact: true })
      .click();
    await toDo.getByRole('article', { name: 'Tile the splashback' }).waitFor({ state: 'detached' });
    await toDo.getByRole('article', { name: 'Wire the island lights' }).waitFor();
    const address = new URL(page.url()).searchParams;
    expect(address.get('view')).toBe('board');
    expect(address.getAll('labelId')).toHaveLength(1);
    await filters.getByRole('listitem').filter({ hasText: 'Label: Electrical' }).waitFor();
    await checkBothWidths(page, 'labels-board-filtered');

    // The filter survives a reload, as every filter kept in the address does.
    await page.reload();
    await toDo.getByRole('article', { name: 'Wire the island lights' }).waitFor();
    expect(await toDo.getByRole('article', { name: 'Tile the splashback' }).count()).toBe(0);

    await context.close();
  });
});
