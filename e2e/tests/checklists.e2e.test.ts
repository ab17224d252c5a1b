import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { api } from '../support/api';
import { checkBothWidths } from '../support/both-widths';
import {
  launchBrowser,
  newContext,
  screenshot,
  uniquePhoneNumber,
  viewports,
} from '../support/browser';
import { signIn } from '../support/sign-in';

describe('checklists', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("a template applied to a task; a contractor ticks an item on a phone and the owner's open page shows it", async () => {
    const ownerContext = await newContext(browser);
    const owner = await ownerContext.newPage();
    await signIn(owner, uniquePhoneNumber(), { name: 'Olga Owner' });
    const crewPhone = uniquePhoneNumber();
    const crewContext = await newContext(browser, viewports.phone);
    const crew = await crewContext.newPage();
    await signIn(crew, crewPhone, { name: 'Carl Crew' });

    // Setup through the API: a workspace the contractor joins, a project they are on, a task,
    // and the workspace's hand-over template.
    const workspace = await api<{ id: string }>(owner, 'POST', '/api/workspaces', {
      name: 'Juniper Lane',
    });
    await api(owner, 'POST', `/api/workspaces/${workspace.id}/invites`, {
      phoneNumber: crewPhone,
      role: 'contractor',
    });
    await api(crew, 'POST', `/api/workspaces/${workspace.id}/join`);
    const project = await api<{ id: string }>(
      owner,
      'POST',
      `/api/projects?workspaceId=${workspace.id}`,
      { name: 'Bathroom refit', workspaceId: workspace.id },
    );
    const { user: crewUser } = await api<{ user: { id: string } }>(crew, 'GET', '/api/auth/me');
    await api(owner, 'POST', `/api/projects/${project.id}/assignments`, {
      userId: crewUser.id,
      role: 'contractor',
    });
    const task = await api<{ id: string }>(
      owner,
      'POST',
      `/api/tasks?workspaceId=${workspace.id}`,
      { title: 'Hand over the bathroom', projectId: project.id, assignedTo: crewUser.id },
    );
    await api(owner, 'POST', `/api/workspaces/${workspace.id}/checklist-templates`, {
      name: 'Hand-over',
      items: ['Outlets covered', 'Caulk done', 'Keys handed over'],
    });

    // The workspace's templates have a page of their own under its settings.
    await owner.goto(`/workspaces/${workspace.id}?tab=settings`);
    await owner.getByRole('link', { name: /Templates/ }).click();
    await owner.getByRole('heading', { level: 1, name: 'Checklist templates' }).waitFor();
    await owner.getByRole('listitem', { name: 'Hand-over' }).waitFor();
    await checkBothWidths(owner, 'checklist-templates');
    await expectAccessible(owner, 'checklist templates page');

    // The owner adds a checklist to the task, starting from the template.
    const taskPath = `/workspaces/${workspace.id}/projects/${project.id}/tasks/${task.id}`;
    await owner.goto(taskPath);
    await owner.getByRole('heading', { level: 1, name: 'Hand over the bathroom' }).waitFor();
    const ownerSection = owner.getByRole('region', { name: 'Checklists' });
    await ownerSection.getByText('No checklists yet').waitFor();
    await ownerSection.getByRole('button', { name: 'Add Checklist' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add Checklist' });
    await dialog.getByLabel('Title').fill('Final walk-through');
    const startFrom = dialog.getByRole('combobox', { name: 'Start from' });
    await startFrom.locator('option', { hasText: 'Hand-over' }).waitFor({ state: 'attached' });
    await startFrom.selectOption({ label: 'Hand-over' });
    await dialog.getByRole('button', { name: 'Add Checklist' }).click();
    const ownerChecklist = ownerSection.getByRole('article', { name: 'Final walk-through' });
    const ownerItems = ownerChecklist.getByRole('list', { name: 'Items of Final walk-through' });
    await ownerItems.getByRole('checkbox', { name: 'Keys handed over' }).waitFor();
    expect(await ownerItems.getByRole('checkbox').count()).toBe(3);
    const ownerProgress = ownerChecklist.getByRole('progressbar', {
      name: 'Progress of Final walk-through',
    });
    await expect.poll(() => ownerProgress.getAttribute('aria-valuenow')).toBe('0');
    await checkBothWidths(owner, 'task-checklists');
    await expectAccessible(owner, 'task page with a checklist');

    // The contractor, on a phone, ticks one item with one tap; they may not shape the list.
    await crew.goto(taskPath);
    const crewChecklist = crew
      .getByRole('region', { name: 'Checklists' })
      .getByRole('article', { name: 'Final walk-through' });
    const keys = crewChecklist.getByRole('checkbox', { name: 'Keys handed over' });
    await keys.waitFor();
    expect(await crew.getByRole('button', { name: 'Add Checklist' }).count()).toBe(0);
    const target = await crewChecklist
      .getByRole('listitem')
      .filter({ hasText: 'Keys handed over' })
      .boundingBox();
    expect(target?.height).toBeGreaterThanOrEqual(44);
    await keys.click();
    await expect.poll(() => keys.isChecked()).toBe(true);
    await screenshot(crew, 'task-checklists-contractor-phone');
    await expectAccessible(crew, 'task page with a checklist, as a contractor on a phone');

    // The owner's open page follows without a reload: the tick, the progress and the activity.
    await expect
      .poll(() => ownerItems.getByRole('checkbox', { name: 'Keys handed over' }).isChecked())
      .toBe(true);
    await expect.poll(() => ownerProgress.getAttribute('aria-valuenow')).toBe('1');
    await owner
      .getByRole('list', { name: 'Task activity' })
      .getByRole('listitem')
      .filter({ hasText: /Carl Crew ticked .*Keys handed over/ })
      .waitFor();

    // The task's card on the project's list says how far the checklist is.
    await owner.goto(`/workspaces/${workspace.id}/projects/${project.id}/tasks`);
    const card = owner.getByRole('article', { name: 'Hand over the bathroom' });
    await card.getByText('Checklist 1 of 3 done').waitFor({ state: 'attached' });
    expect(await card.getByText('1/3').isVisible()).toBe(true);

    await ownerContext.close();
    await crewContext.close();
  });
});
