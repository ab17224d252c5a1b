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
  // A toast sliding in or fading out is half transparent; check what stays on screen.
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
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const blocking = results.violations.filter((violation) =>
    blockingImpacts.has(violation.impact ?? ''),
  );
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
