import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// The WCAG 2.1 A and AA rules; best-practice rules are advice, not failures.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blockingImpacts = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the screen as it is now (open dialogs and toasts included) and fails on any
 * serious or critical violation, naming the screen, the rule and the elements.
 */
export async function expectAccessible(page: Page, screenName: string): Promise<void> {
  await animationsSettled(page);
  let blocking = await blockingViolations(page);
  // A toast that starts to fade out while axe reads the page shows its colours half transparent
  // once; what is really there is there again a moment later.
  if (blocking.length > 0) {
    await page.waitForTimeout(500);
    await animationsSettled(page);
    blocking = await blockingViolations(page);
  }
  const report = blocking
    .map((violation) =>
      [
        `- ${violation.id} (${violation.impact}): ${violation.help}`,
        ...violation.nodes.map(
          (node) =>
            `    ${node.target.join(' ')}: ${node.html.slice(0, 160)}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
  expect(blocking.length, `accessibility of "${screenName}":\n${report}`).toBe(0);
}

/**
 * Tabs through the whole screen from the top and fails when a control that takes the focus shows
 * no focus indicator (an outline or a ring), naming the screen and the controls.
 */
export async function expectVisibleFocusRings(
  page: Page,
  screenName: string,
  maxStops = 60,
): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.getSelection()?.removeAllRanges();
  });
  const missing: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    // Read after the next frame: on a busy machine the style of the new focus may not be applied
    // at the instant the key event returns.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const hasRing = style.boxShadow !== 'none';
      const label =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const id = `${element.tagName.toLowerCase()} "${label}" @${Math.round(element.getBoundingClientRect().top + window.scrollY)}`;
      return { id, visible: hasOutline || hasRing };
    });
    // A control seen before: the focus went round (or left the page and was put back).
    if (!focused || seen.has(focused.id)) break;
    seen.add(focused.id);
    if (!focused.visible) missing.push(focused.id);
  }
  expect(
    missing.length,
    `keyboard focus on "${screenName}" shows no focus ring on:\n${missing.join('\n')}`,
  ).toBe(0);
}

/**
 * Waits for the focus to be on `element`: dialogs move it as they open and give it back as they
 * close a moment after their content has gone, so the check polls rather than reads once.
 */
export async function expectFocused(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => node === document.activeElement)).toBe(true);
}

/**
 * Waits (at most 3 s) until nothing on the page is animating: a toast sliding in or fading out is
 * half transparent, and what is checked is what stays on screen.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      // Animations driven by a scroll position (the tab list's edge fades) never finish.
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.timeline !== document.timeline,
          ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.filter((violation) => blockingImpacts.has(violation.impact ?? ''));
}
