import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './accessibility';
import { screenshot, viewports } from './browser';

/**
 * Saves the page as it looks on a desktop and on a phone, checks that the phone never scrolls
 * sideways and that each width passes the accessibility rules, and goes back to the desktop.
 */
export async function checkBothWidths(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-desktop`);
  await expectAccessible(page, `${name} (desktop)`);
  await page.setViewportSize(viewports.phone);
  await screenshot(page, `${name}-phone`);
  // Names what sticks out, should the page scroll sideways.
  const overflowing = await page.evaluate((width) => {
    if (document.documentElement.scrollWidth <= width) return [];
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > width)
      .slice(0, 5)
      .map((element) => element.outerHTML.slice(0, 160));
  }, viewports.phone.width);
  expect(overflowing, `${name} scrolls sideways on a phone`).toEqual([]);
  await expectAccessible(page, `${name} (phone)`);
  await page.setViewportSize(viewports.desktop);
}
