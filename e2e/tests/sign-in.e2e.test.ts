import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, expectFocused, expectVisibleFocusRings } from '../support/accessibility';
import { firstLoadBudgetBytes, javascriptOfFirstVisit } from '../support/first-load';
import { setDisplayName, signIn } from '../support/sign-in';
import {
  latestCodeFor,
  launchBrowser,
  newContext,
  screenshot,
  uniquePhoneNumber,
  viewports,
} from '../support/browser';

describe('signing in with a phone number', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('takes a new user from / to their workspaces, lets them name themselves, and signs them out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const phoneNumber = uniquePhoneNumber();

    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Groundwork Venture Builder' }).waitFor();
    const sendButton = page.getByRole('button', { name: 'Send OTP' });
    expect(await sendButton.isDisabled()).toBe(true);
    await screenshot(page, 'sign-in-phone-desktop');
    await expectAccessible(page, 'sign-in, phone step');
    await expectVisibleFocusRings(page, 'sign-in, phone step');

    await page.getByLabel('Phone Number').fill(phoneNumber);
    await sendButton.click();
    await page.getByText('OTP sent successfully!').waitFor();
    // The number in international format, as the header shows it too.
    const internationalPhone = `+1 ${phoneNumber.slice(2, 5)} ${phoneNumber.slice(5, 8)} ${phoneNumber.slice(8)}`;
    await page.getByText(`We sent a 6-digit code to ${internationalPhone}`).waitFor();
    const verifyButton = page.getByRole('button', { name: 'Verify OTP' });
    expect(await verifyButton.isDisabled()).toBe(true);
    // A new code may be asked for 30 s after this one; until then the step counts down.
    await page.getByText(/^You can ask for a new code in \d+ s$/).waitFor();

    // The code arrives by SMS (the outbox here); typed digit by digit, each box moves on.
    const code = await latestCodeFor(phoneNumber);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code.slice(0, 5));
    for (let i = 0; i < 5; i += 1) {
      expect(await page.getByLabel(`Digit ${i + 1} of 6`).inputValue()).toBe(code[i]);
    }
    await screenshot(page, 'sign-in-code-desktop');
    // The success toast is still up: it is checked with the screen.
    await expectAccessible(page, 'sign-in, code step, with the "OTP sent" toast');
    // The sixth digit sends the code, without a click.
    await page.keyboard.type(code.slice(5));
    await page.getByText('Login successful!').waitFor();

    // A first sign-in asks for a name once; this person skips it (the next test answers it).
    await page.getByRole('heading', { name: 'What should we call you?' }).waitFor();
    await expectFocused(page.getByLabel('Your name'));
    await screenshot(page, 'sign-in-name-desktop');
    await expectAccessible(page, 'sign-in, name step, with the "Login successful" toast');
    await expectVisibleFocusRings(page, 'sign-in, name step');
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL('**/workspaces');
    await page.getByRole('heading', { name: 'Workspaces', level: 1 }).waitFor();
    // Greeted without their phone number.
    await page.getByText('Welcome. You have 0 workspaces.').waitFor();
    await expectAccessible(page, 'workspaces, first visit');

    // The header shows the phone (international format) until a name is set.
    await expectVisibleFocusRings(page, 'workspaces, first visit');

    // The profile dialog, opened from the keyboard, keeps the focus inside while it is open and
    // gives it back to the button that opened it when it closes.
    const profileButton = page.getByRole('button', { name: internationalPhone });
    await profileButton.focus();
    await page.keyboard.press('Enter');
    const profileDialog = page.getByRole('dialog', { name: 'Profile' });
    await profileDialog.waitFor();
    await expectAccessible(page, 'profile dialog');
    for (let stop = 0; stop < 6; stop += 1) {
      await page.keyboard.press('Tab');
      expect(
        await profileDialog.evaluate((dialog) => dialog.contains(document.activeElement)),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await profileDialog.waitFor({ state: 'detached' });
    await expectFocused(profileButton);
    await setDisplayName(page, internationalPhone, 'Rosa Builder');
    await screenshot(page, 'workspaces-signed-in-desktop');

    // A reload keeps the session.
    await page.reload();
    await page.getByRole('button', { name: 'Rosa Builder' }).waitFor();

    // Signing out wipes what was kept for offline reading, which sends the page to /login at
    // once, then loads /login afresh: wait for that load before reading the page.
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Logout' }).click(),
    ]);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await page.goto('/workspaces');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('asks a new user their name on the first sign-in and greets them by it', async () => {
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();

    await signIn(page, uniquePhoneNumber(), { name: 'Nia Newcomer' });
    await page.getByText('Welcome, Nia Newcomer.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Nia Newcomer' }).waitFor();
    await screenshot(page, 'workspaces-after-naming-phone');
    await context.close();
  });

  it('refuses a wrong code and keeps the person on the code step', async () => {
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    const phoneNumber = uniquePhoneNumber();
    await page.goto('/login');
    await page.getByLabel('Phone Number').fill(phoneNumber);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await latestCodeFor(phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Digit 1 of 6').fill(wrong);
    await page.getByText('Invalid or expired code').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'sign-in-wrong-code-phone');
    await expectAccessible(page, 'sign-in on a phone, wrong code, with the error toast');
    await context.close();
  });

  it('says so beside the field when the phone validation cannot be downloaded', async () => {
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Groundwork Venture Builder' }).waitFor();
    // The validation loads on demand; the connection drops before it arrives.
    await page.route('**/assets/phone-form-resolver-*.js', (route) => route.abort());
    await page.getByLabel('Phone Number').fill(uniquePhoneNumber());
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Network error. Please check your connection.').waitFor();
    await expectAccessible(page, 'sign-in, validation not downloaded');
    await context.close();
  });

  it('shows the 404 page for an unknown path, with a way back', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const phoneNumber = uniquePhoneNumber();
    await signIn(page, phoneNumber);
    await page.goto('/no/such/place');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await screenshot(page, 'not-found-desktop');
    await expectAccessible(page, '404 page');
    await expectVisibleFocusRings(page, '404 page');
    await page
      .getByRole('button', { name: 'Go to Workspaces' })
      .or(page.getByRole('link', { name: 'Go to Workspaces' }))
      .click();
    await page.waitForURL('**/workspaces');
    await context.close();
  });

  it('sends at most the /login budget of compressed JavaScript on a first visit', async () => {
    const budget = firstLoadBudgetBytes('/login');
    // Chromium's own Accept-Encoding (brotli), then gzip alone, which the budget is written in.
    for (const acceptEncoding of [undefined, 'gzip']) {
      const scripts = await javascriptOfFirstVisit(browser, '/login', acceptEncoding);
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
      const described = scripts.map((s) => `${s.url} ${s.encoding} ${s.bytes}`).join('\n');
      console.info(`/login JavaScript, ${acceptEncoding ?? 'br'}: ${total} bytes\n${described}`);
      expect(scripts.length, described).toBeGreaterThan(0);
      for (const script of scripts) {
        // The build leaves a file uncompressed only when compressing would not make it smaller.
        if (script.encoding === 'identity') expect(script.bytes, script.url).toBeLessThan(1000);
        else expect(script.encoding, script.url).toBe(acceptEncoding ?? 'br');
      }
      expect(
        total,
        `JavaScript of /login (${acceptEncoding ?? 'br'}):\n${described}`,
      ).toBeLessThanOrEqual(budget);
    }
  });
});
