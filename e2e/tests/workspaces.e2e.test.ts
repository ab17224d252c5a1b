import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, expectFocused, expectVisibleFocusRings } from '../support/accessibility';
import { setDisplayName, signIn } from '../support/sign-in';
import {
  launchBrowser,
  newContext,
  screenshot,
  uniquePhoneNumber,
  viewports,
} from '../support/browser';

/**
 * Saves the page as it looks on a desktop and on a phone, checking at both widths that axe finds
 * nothing serious and that the phone never scrolls sideways, and goes back to the desktop.
 */
async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-desktop`);
  await expectAccessible(page, `${name} (desktop)`);
  await page.setViewportSize(viewports.phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewports.phone.width,
  );
  await screenshot(page, `${name}-phone`);
  await expectAccessible(page, `${name} (phone)`);
  await page.setViewportSize(viewports.desktop);
}

describe('workspaces and their members', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('creates a workspace, invites someone who joins, changes their role, removes them and deletes it', async () => {
    const workspaceName = 'Harbor Street Renovation';
    const ownerPhone = uniquePhoneNumber();
    const inviteePhone = uniquePhoneNumber();

    // The owner signs in and creates the workspace.
    const ownerContext = await newContext(browser);
    const owner = await ownerContext.newPage();
    await signIn(owner, ownerPhone);
    await setDisplayName(owner, /^\+1 /, 'Rosa Builder');
    // Named during their first sign-in's session: welcomed, not welcomed back.
    await owner.getByText('Welcome, Rosa Builder.').waitFor();
    await owner.getByText('No workspaces yet').waitFor();
    await expectAccessible(owner, 'workspaces, none yet');

    await owner.getByRole('button', { name: 'Create Workspace' }).first().click();
    const createForm = owner.getByRole('dialog', { name: 'Create New Workspace' });
    await createForm.getByLabel('Workspace Name').pressSequentially(workspaceName);
    await createForm
      .getByLabel('Description')
      .fill('Gutting and refitting the old chandlery on Harbor Street: roof, kitchen and wiring.');
    await createForm.getByText(`${workspaceName.length}/100`).waitFor();
    await screenshotBothWidths(owner, 'workspace-create-form');
    // Enter in the name field submits the form.
    await createForm.getByLabel('Workspace Name').press('Enter');
    await owner.getByText(`Workspace "${workspaceName}" created successfully!`).waitFor();
    const card = owner.getByRole('article', { name: workspaceName });
    await card.getByText('Owner').waitFor();
    await owner.getByText('You have 1 workspace.').waitFor();
    await screenshotBothWidths(owner, 'workspaces-list-owner');

    // ...opens it and invites a new phone number as a client.
    await card.getByRole('link', { name: 'Open' }).click();
    await owner.getByRole('heading', { level: 1, name: workspaceName }).waitFor();
    await expectAccessible(owner, 'workspace detail, overview');
    await owner.getByRole('tab', { name: /Settings/ }).click();
    await owner.getByRole('region', { name: 'Members' }).getByText('Rosa Builder').waitFor();
    await expectAccessible(owner, 'workspace settings, owner alone');
    await expectVisibleFocusRings(owner, 'workspace settings, owner alone');
    await owner.getByRole('button', { name: 'Invite Member' }).click();
    const inviteForm = owner.getByRole('dialog', { name: 'Invite User to Workspace' });
    const inviteePhoneField = inviteForm.getByLabel('Phone Number');
    await inviteePhoneField.pressSequentially(inviteePhone.slice(2));
    expect(await inviteePhoneField.inputValue()).toBe(
      `+1 (${inviteePhone.slice(2, 5)}) ${inviteePhone.slice(5, 8)}-${inviteePhone.slice(8)}`,
    );
    await inviteForm.getByRole('radio', { name: 'Client' }).check();
    await screenshotBothWidths(owner, 'workspace-invite-form');
    await inviteForm.getByRole('button', { name: 'Send Invitation' }).click();
    await owner.getByText('Invitation sent successfully!').waitFor();
    const inviteeRow = owner.getByRole('listitem', { name: 'Unnamed User' });
    await inviteeRow.getByText('Pending').waitFor();
    await owner.getByRole('tab', { name: 'Settings 1' }).waitFor();
    await expectAccessible(owner, 'workspace settings, invitation pending, with its toast');

    // The invitee signs in elsewhere, finds the invitation and joins.
    const inviteeContext = await newContext(browser);
    const invitee = await inviteeContext.newPage();
    await signIn(invitee, inviteePhone);
    const invitation = invitee.getByRole('article', { name: workspaceName });
    await invitation.getByText('Rosa Builder invited you as Client').waitFor();
    await screenshotBothWidths(invitee, 'workspaces-list-with-invitation');
    await invitation.getByRole('button', { name: 'Join' }).click();
    await invitee.getByText(`You joined "${workspaceName}"`).waitFor();
    await invitee.getByRole('heading', { level: 1, name: workspaceName }).waitFor();
    await invitee.getByText('Client', { exact: true }).first().waitFor();
    await expectAccessible(invitee, 'workspace detail as a client, with the "joined" toast');
    await invitee.getByRole('tab', { name: 'Settings' }).click();
    await invitee.getByRole('region', { name: 'Leave Workspace' }).waitFor();
    await screenshotBothWidths(invitee, 'workspace-settings-as-client');

    // The owner sees them active, makes them a contractor, then removes them.
    await owner.reload();
    await inviteeRow.getByText('Active').waitFor();
    await inviteeRow.getByText('Client').waitFor();
    await owner.getByRole('tab', { name: 'Settings 0' }).waitFor();
    await screenshotBothWidths(owner, 'workspace-settings-members');
    await inviteeRow.getByRole('button', { name: 'Edit Role' }).click();
    await inviteeRow.getByRole('combobox', { name: 'Role' }).selectOption('contractor');
    await screenshotBothWidths(owner, 'workspace-member-role-edit');
    await inviteeRow.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Role updated successfully!').waitFor();
    await inviteeRow.getByText('Contractor').waitFor();
    await inviteeRow.getByRole('button', { name: 'Remove' }).click();
    const removeDialog = owner.getByRole('dialog', { name: 'Remove Member' });
    await removeDialog
      .getByText('Are you sure you want to remove this member from the workspace?')
      .waitFor();
    await expectAccessible(owner, 'remove member confirmation');
    // The confirmation opens on Cancel, and Escape gives the focus back to Remove.
    await expectFocused(removeDialog.getByRole('button', { name: 'Cancel' }));
    await owner.keyboard.press('Escape');
    await removeDialog.waitFor({ state: 'detached' });
    const removeButton = inviteeRow.getByRole('button', { name: 'Remove' });
    await expectFocused(removeButton);
    await removeButton.click();
    await removeDialog.getByRole('button', { name: 'Remove' }).click();
    await owner.getByText('Member removed successfully!').waitFor();
    await inviteeRow.waitFor({ state: 'detached' });

    // The removed member no longer gets in, and the workspace leaves their list.
    await invitee.reload();
    await invitee.getByText('Workspace not found.').waitFor();
    await screenshotBothWidths(invitee, 'workspace-not-found');
    await invitee.getByRole('link', { name: 'Back to Workspaces' }).click();
    await invitee.waitForURL('**/workspaces');
    await invitee.getByText('No workspaces yet').waitFor();
    expect(await invitee.getByRole('article', { name: workspaceName }).count()).toBe(0);

    // The owner deletes the workspace from the Danger Zone and is back on the list without it.
    await owner.getByRole('region', { name: 'Danger Zone' }).getByRole('button').click();
    const confirm = owner.getByRole('dialog', { name: 'Confirm Deletion' });
    await confirm
      .getByText(
        `Are you sure you want to delete ${workspaceName}? This action cannot be undone and will permanently remove all associated data.`,
      )
      .waitFor();
    await screenshotBothWidths(owner, 'workspace-delete-confirmation');
    await confirm.getByRole('button', { name: 'Yes, Delete Workspace' }).click();
    await owner.getByText(`Workspace "${workspaceName}" deleted successfully!`).waitFor();
    await owner.waitForURL('**/workspaces');
    await owner.getByText('No workspaces yet').waitFor();
    await expectAccessible(owner, 'workspaces after deleting one, with its toast');
    expect(await owner.getByRole('article', { name: workspaceName }).count()).toBe(0);

    await ownerContext.close();
    await inviteeContext.close();
  });
});
