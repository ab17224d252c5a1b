import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { expectNoSidewaysScroll } from '../support/both-widths';
import { expectAccessible, expectVisibleFocusRings } from '../support/accessibility';
import { api } from '../support/api';
import {
  baseUrl,
  launchBrowser,
  screenshot,
  uniquePhoneNumber,
  viewports,
} from '../support/browser';
import { signIn } from '../support/sign-in';

const artifact = (name: string) => path.resolve(import.meta.dirname, `../artifacts/${name}.png`);

// A small Android phone: the narrowest screen the app is made for.
const smallPhone = { width: 360, height: 740 };

describe('notification preferences', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('are reached from the profile, changed, saved and still there after a reload, on a phone too', async () => {
    // A browser in Chicago: sign-in tells the server so.
    const context = await browser.newContext({
      viewport: viewports.desktop,
      baseURL: baseUrl(),
      timezoneId: 'America/Chicago',
    });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const phoneNumber = uniquePhoneNumber();
    await signIn(page, phoneNumber);

    // From the profile dialog the header's phone number opens.
    await page.getByRole('button', { name: /^\+1 / }).click();
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await profile.getByRole('link', { name: 'Notification preferences' }).waitFor();
    await screenshot(page, 'notification-preferences-profile-dialog');
    await expectAccessible(page, 'profile dialog');
    await profile.getByRole('link', { name: 'Notification preferences' }).click();
    await page.getByRole('heading', { name: 'Notification preferences', level: 1 }).waitFor();
    await expect.poll(() => profile.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/profile/notifications');

    const timeZone = page.getByRole('combobox', { name: 'Time zone' });
    const projectUpdates = page.getByRole('switch', { name: 'Project updates' });
    const taskAssigned = page.getByRole('switch', { name: 'Task assigned to me' });
    const quietHours = page.getByRole('switch', { name: 'Quiet hours' });
    const save = page.getByRole('button', { name: 'Save' });
    await expect.poll(() => timeZone.inputValue()).toBe('America/Chicago');
    expect(await projectUpdates.isChecked()).toBe(false);
    expect(await taskAssigned.isChecked()).toBe(true);
    expect(await quietHours.isChecked()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    await expectVisibleFocusRings(page, 'notification preferences');

    // One switch by pointer, another by keyboard, and a later start to the quiet hours.
    await projectUpdates.click();
    await taskAssigned.focus();
    await page.keyboard.press('Space');
    expect(await taskAssigned.isChecked()).toBe(false);
    await page.getByLabel('Start').fill('22:30');
    await page.getByLabel('End').fill('06:45');
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('Preferences saved').first().waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { name: 'Notification preferences', level: 1 }).waitFor();
    await expect.poll(() => projectUpdates.isChecked()).toBe(true);
    expect(await taskAssigned.isChecked()).toBe(false);
    expect(await quietHours.isChecked()).toBe(true);
    expect(await page.getByLabel('Start').inputValue()).toBe('22:30');
    expect(await page.getByLabel('End').inputValue()).toBe('06:45');

    // Quiet hours off: the times go, and stay gone after a reload.
    await quietHours.click();
    expect(await page.getByLabel('Start').count()).toBe(0);
    await save.click();
    await expect.poll(() => save.isDisabled()).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Notification preferences', level: 1 }).waitFor();
    await expect.poll(() => quietHours.isChecked()).toBe(false);
    expect(await page.getByLabel('Start').count()).toBe(0);

    // The screen at both widths, with a change pending so the whole form shows.
    await page.getByRole('switch', { name: 'Daily digest' }).click();
    await page.getByLabel('Send at').waitFor();
    await screenshot(page, 'notification-preferences-desktop');
    await expectAccessible(page, 'notification preferences (desktop)');
    await page.setViewportSize(smallPhone);
    await page.getByRole('heading', { name: 'Notification preferences', level: 1 }).waitFor();
    await expectNoSidewaysScroll(page, 'notification preferences');
    await screenshot(page, 'notification-preferences-phone');
    // As a phone shows it, the Save bar above the bottom navigation.
    await page.screenshot({ path: artifact('notification-preferences-phone-screen') });
    await expectAccessible(page, 'notification preferences (360 px)');

    // Someone who texts STOP is told why nothing comes and how to undo it; the choices stay open.
    await page.setViewportSize(viewports.desktop);
    const stop = await page.request.post('/api/sms/inbound', {
      form: { From: phoneNumber, Body: ' stop ' },
    });
    expect(stop.ok()).toBe(true);
    await page.reload();
    await page.getByText('Text messages are off').waitFor();
    await page.getByText(/Reply START to turn them back on/).waitFor();
    expect(await projectUpdates.isEnabled()).toBe(true);
    await screenshot(page, 'notification-preferences-opted-out-desktop');
    await expectAccessible(page, 'notification preferences after STOP (desktop)');
    await page.setViewportSize(smallPhone);
    await expectNoSidewaysScroll(page, 'notification preferences after STOP');
    await screenshot(page, 'notification-preferences-opted-out-phone');

    // The notifications page leads here too.
    await page.setViewportSize(viewports.desktop);
    const workspace = await api<{ id: string }>(page, 'POST', '/api/workspaces', {
      name: 'Willow Lane',
    });
    await page.goto(`/workspaces/${workspace.id}/notifications`);
    await page.getByRole('link', { name: 'Preferences' }).click();
    await page.getByRole('heading', { name: 'Notification preferences', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile/notifications');
    await context.close();
  });
});
