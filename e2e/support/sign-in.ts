import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { latestCodeFor } from './browser';

/**
 * Signs in through the login screen with the code the server wrote to its SMS outbox. Someone
 * without a name is asked for one: `name` answers it, otherwise the question is skipped.
 */
export async function signIn(
  page: Page,
  phoneNumber: string,
  { name }: { name?: string } = {},
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Phone Number').fill(phoneNumber);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('heading', { name: 'Verify Your Phone' }).waitFor();
  const code = await latestCodeFor(phoneNumber);
  // A whole code in the first box fills them all, and the sixth digit sends it.
  await page.getByLabel('Digit 1 of 6').fill(code);
  const nameQuestion = page.getByRole('heading', { name: 'What should we call you?' });
  const workspaces = page.getByRole('heading', { name: 'Workspaces', level: 1 });
  await nameQuestion.or(workspaces).first().waitFor();
  if (await nameQuestion.isVisible()) {
    if (name) {
      await page.getByLabel('Your name').fill(name);
      await page.getByRole('button', { name: 'Save' }).click();
    } else {
      await page.getByRole('button', { name: 'Skip' }).click();
    }
  }
  await page.waitForURL('**/workspaces');
  expect(new URL(page.url()).pathname).toBe('/workspaces');
}

/** Sets the display name through the profile dialog the header's name (or phone) opens. */
export async function setDisplayName(
  page: Page,
  currentLabel: string | RegExp,
  name: string,
): Promise<void> {
  await page.getByRole('button', { name: currentLabel }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile' });
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name }).waitFor();
}
