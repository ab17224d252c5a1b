import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './accessibility';
import { screenshot, viewports } from './browser';

/** Fails when the page scrolls sideways at its present width, naming what sticks out. */
export async function expectNoSidewaysScroll(page: Page, screenName: string): Promise<void> {
  const overflowing = await page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
      .slice(0, 5)
      .map((element) => element.outerHTML.slice(0, 160));
  });
  expect(overflowing, `${screenName} scrolls sideways at ${page.viewportSize()?.width} px`).toEqual(
    [],
  );
}

/**
 * Saves the page as it looks on a desktop and on a phone, checks that the phone never scrolls
 * sideways and that each width passes the accessibility rules, and goes back to the desktop.
 */
export async function checkBothWidths(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-desktop`);
  await expectAccessible(page, `${name} (desktop)`);
  await page.setViewportSize(viewports.phone);
  await screenshot(page, `${name}-phone`);
  await expectNoSidewaysScroll(page, name);
  await expectAccessible(page, `${name} (phone)`);
  await page.setViewportSize(viewports.desktop);
}
