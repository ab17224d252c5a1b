import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, uniquePhoneNumber } from '../support/browser';
import { api } from '../support/api';
import { expectFocused, expectVisibleFocusRings } from '../support/accessibility';
import { checkBothWidths } from '../support/both-widths';
import { setDisplayName, signIn } from '../support/sign-in';

/** The text of one of the four metric cards. */
function metric(page: Page, title: string) {
  return page
    .getByRole('list', { name: 'Project metrics' })
    .getByRole('listitem')
    .filter({ hasText: title });
}

describe('projects', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('creates, edits, archives, shows archived and restores a project, with the metrics following', async () => {
    const workspaceName = 'Maple Court Build';
    const projectName = 'Roof replacement';
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, uniquePhoneNumber());
    await setDisplayName(page, /^\+1 /, 'Pat Manager');

    // A new workspace: its Projects tab has nothing yet and counts 0.
    await page.getByRole('button', { name: 'Create Workspace' }).first().click();
    const workspaceForm = page.getByRole('dialog', { name: 'Create New Workspace' });
    await workspaceForm.getByLabel('Workspace Name').fill(workspaceName);
    await workspaceForm.getByRole('button', { name: 'Create Workspace' }).click();
    await page
      .getByRole('article', { name: workspaceName })
      .getByRole('link', { name: 'Open' })
      .click();
    await page.getByRole('heading', { level: 1, name: workspaceName }).waitFor();
    const workspacePath = new URL(page.url()).pathname;
    await page.getByRole('tab', { name: 'Projects 0' }).waitFor();
    await page.getByText('No projects yet. Create your first project to get started.').waitFor();
    await checkBothWidths(page, 'projects-tab-empty');

    // The projects page: four metric cards at zero, and the empty list.
    await page.goto(`${workspacePath}/projects`);
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await metric(page, 'Active Projects').getByText('0 total').waitFor();
    await page.getByText('No projects yet. Create your first project to get started.').waitFor();
    await checkBothWidths(page, 'projects-page-empty');

    // The form refuses an end before the start, listing the reasons above the fields.
    await page.getByRole('button', { name: 'Create Project' }).first().click();
    const createForm = page.getByRole('dialog', { name: 'Create New Project' });
    await createForm.getByLabel('Project Name').fill(projectName);
    await createForm.getByLabel('Project Type').fill('Renovation');
    await createForm.getByLabel('Start Date').fill('2030-05-10');
    await createForm.getByLabel('Target End Date').fill('2030-05-01');
    await createForm.getByLabel('Estimated Cost').fill('5000');
    await createForm
      .getByLabel('Description')
      .fill('Strip the old slate, fix the battens and lay new tiles on both slopes.');
    await createForm.getByRole('button', { name: 'Create Project' }).click();
    const errors = createForm.getByRole('alert');
    await errors.getByText('Please fix the following errors:').waitFor();
    await errors.getByText('Target end date must be after start date').waitFor();
    await checkBothWidths(page, 'project-form-errors');

    // Fixed, it creates the project and opens its tasks.
    await createForm.getByLabel('Target End Date').fill('2030-08-29');
    await createForm.getByRole('button', { name: 'Create Project' }).click();
    await page.getByText(`Project "${projectName}" created successfully!`).waitFor();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}\/tasks$/);
    const projectPath = new URL(page.url()).pathname.replace(/\/tasks$/, '');

    // Back on the list: the card and the metrics count it.
    await page.goto(`${workspacePath}/projects`);
    const card = page.getByRole('article', { name: projectName });
    await card.getByText('Renovation').waitFor();
    await card.getByText('To Do').waitFor();
    await card.getByText('Healthy').waitFor();
    await metric(page, 'Active Projects').getByText('1 total').waitFor();
    expect(await metric(page, 'Active Projects').textContent()).toContain('Active Projects1');
    await metric(page, 'Task Completion').getByText('0 completed of 0').waitFor();
    await metric(page, 'Total Investment').getByText('Estimated cost $5,000').waitFor();
    await metric(page, 'Cost Variance').getByText('Under budget', { exact: true }).waitFor();
    await metric(page, 'Cost Variance').getByText('100% of estimate').waitFor();
    expect(await metric(page, 'Cost Variance').textContent()).toContain('$5,000');
    const chart = page.getByRole('region', { name: 'Estimated cost vs total investment' });
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    await checkBothWidths(page, 'projects-page');

    // Edit: a new name and In Progress.
    const renamed = 'Roof and gutters';
    await card.getByRole('button', { name: `Edit ${projectName}` }).click();
    const editForm = page.getByRole('dialog', { name: 'Edit Project' });
    expect(await editForm.getByLabel('Start Date').inputValue()).toBe('2030-05-10');
    await editForm.getByLabel('Project Name').fill(renamed);
    await editForm.getByLabel('Status').selectOption('in_progress');
    await checkBothWidths(page, 'project-form-edit');
    await editForm.getByRole('button', { name: 'Update Project' }).click();
    await page.getByText(`Project "${renamed}" updated successfully!`).waitFor();
    const renamedCard = page.getByRole('article', { name: renamed });
    await renamedCard.getByText('In Progress').waitFor();

    // Archive asks first, then the project leaves the list and the metrics.
    await renamedCard.getByRole('button', { name: `Archive ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive Project' });
    await confirm
      .getByText(
        `Are you sure you want to archive "${renamed}"? The project and its tasks will be hidden from active views.`,
      )
      .waitFor();
    await confirm.getByText('This action can be undone later').waitFor();
    await checkBothWidths(page, 'project-archive-confirmation');
    await confirm.getByRole('button', { name: 'Archive Project' }).click();
    await page.getByText(`Project "${renamed}" archived`).waitFor();
    await renamedCard.waitFor({ state: 'detached' });
    await metric(page, 'Active Projects').getByText('0 total').waitFor();

    // Show archived brings it back with Restore, which puts its status back.
    await page.getByRole('switch', { name: 'Show archived' }).check();
    await renamedCard.getByText('Archived').waitFor();
    await checkBothWidths(page, 'projects-page-archived');
    await renamedCard.getByRole('button', { name: `Restore ${renamed}` }).click();
    await page.getByText(`Project "${renamed}" restored`).waitFor();
    await renamedCard.getByText('In Progress').waitFor();
    await page.getByRole('switch', { name: 'Show archived' }).uncheck();
    await renamedCard.waitFor();
    await metric(page, 'Active Projects').getByText('1 total').waitFor();

    // The project page: details and its team, where the manager adds themself.
    await page.goto(projectPath);
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    const team = page.getByRole('region', { name: 'Team' });
    await team.getByLabel('Member', { exact: true }).selectOption({ label: 'Pat Manager' });
    await team.getByRole('button', { name: 'Add to Team' }).click();
    await page.getByText('Pat Manager added to the project').waitFor();
    await team.getByRole('list', { name: 'Team members' }).getByText('Pat Manager').waitFor();
    await checkBothWidths(page, 'project-page');
    await expectVisibleFocusRings(page, 'project-page');

    // The workspace's Projects tab lists it and counts it.
    await page.goto(workspacePath);
    await page.getByRole('tab', { name: 'Projects 1' }).waitFor();
    await page.getByRole('article', { name: renamed }).getByText('Pat Manager').waitFor();
    await checkBothWidths(page, 'projects-tab');

    // Tasks change the metrics: one complete with its cost, one open and overdue.
    const projectId = projectPath.split('/').at(-1) as string;
    const paid = await api<{ id: string }>(page, 'POST', '/api/tasks', {
      projectId,
      title: 'Buy slate',
      amount: 1200,
      transactionType: 'Material',
    });
    await api(page, 'PUT', `/api/tasks/${paid.id}`, { status: 'complete' });
    await api(page, 'POST', '/api/tasks', {
      projectId,
      title: 'Book the scaffold',
      dueDate: '2020-01-06T00:00:00.000Z',
    });
    await page.goto(`${workspacePath}/projects`);
    await metric(page, 'Task Completion').getByText('1 completed of 2').waitFor();
    await metric(page, 'Task Completion').getByText('1 overdue').waitFor();
    await metric(page, 'Total Investment').getByText('$1,200').waitFor();
    await metric(page, 'Cost Variance').getByText('76% of estimate').waitFor();
    expect(await metric(page, 'Cost Variance').textContent()).toContain('$3,800');
    const progressed = page.getByRole('article', { name: renamed });
    await progressed.getByText('50%').waitFor();
    await checkBothWidths(page, 'projects-page-with-tasks');

    // Keyboard: every control shows its focus; the form opens on its first field, keeps the focus
    // inside while tabbing round, and gives it back to the button that opened it.
    await expectVisibleFocusRings(page, 'projects-page-with-tasks');
    const createButton = page.getByRole('button', { name: 'Create Project' }).first();
    await createButton.focus();
    await page.keyboard.press('Enter');
    const keyboardForm = page.getByRole('dialog', { name: 'Create New Project' });
    await expectFocused(keyboardForm.getByLabel('Project Name'));
    await expectVisibleFocusRings(page, 'project-form');
    for (let stop = 0; stop < 20; stop += 1) await page.keyboard.press('Tab');
    expect(
      await keyboardForm.evaluate((dialog) => dialog.contains(document.activeElement)),
      'the focus stays in the open form',
    ).toBe(true);
    await page.keyboard.press('Escape');
    await keyboardForm.waitFor({ state: 'detached' });
    await expectFocused(createButton);

    await context.close();
  });
});
