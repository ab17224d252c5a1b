import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, expectFocused } from '../support/accessibility';
import { api } from '../support/api';
import { expectNoSidewaysScroll } from '../support/both-widths';
import { launchBrowser, newContext, screenshot, uniquePhoneNumber } from '../support/browser';
import { signIn } from '../support/sign-in';

// The narrowest phone the app is laid out for.
const narrowPhone = { width: 360, height: 780 };

describe('search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('finds a task by a word of one of its comments, and the palette opens it from the keyboard', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, uniquePhoneNumber(), { name: 'Sam Searcher' });

    // Setup through the API: a task, and a comment on it with a word found nowhere else.
    const workspace = await api<{ id: string }>(page, 'POST', '/api/workspaces', {
      name: 'Quarry Road Build',
    });
    const project = await api<{ id: string }>(
      page,
      'POST',
      `/api/projects?workspaceId=${workspace.id}`,
      { name: 'Garden wall', workspaceId: workspace.id },
    );
    const task = await api<{ id: string }>(page, 'POST', `/api/tasks?workspaceId=${workspace.id}`, {
      title: 'Order the coping stones',
      projectId: project.id,
    });
    await api(page, 'POST', `/api/tasks/${task.id}/comments`, {
      content: 'The sandstone arrives on Thursday morning.',
    });
    const taskPath = `/workspaces/${workspace.id}/projects/${project.id}/tasks/${task.id}`;

    // The header's field opens the search screen; the comment is found and leads to its task.
    await page.goto(`/workspaces/${workspace.id}`);
    await page.getByRole('heading', { level: 1, name: 'Quarry Road Build' }).waitFor();
    const headerField = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
    await headerField.fill('sandstone');
    await headerField.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('sandstone');
    const comments = page.getByRole('main').getByRole('region', { name: 'Comments' });
    const found = comments.getByRole('link', { name: /Order the coping stones/ });
    await found.waitFor();
    await expect.poll(() => comments.locator('mark').first().textContent()).toBe('sandstone');
    await screenshot(page, 'search-results-desktop');
    await expectAccessible(page, 'search results');
    await found.click();
    await page.getByRole('heading', { level: 1, name: 'Order the coping stones' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(taskPath);

    // The palette, from the keyboard alone: Ctrl-K, type, Enter opens the best match.
    await page.goto(`/workspaces/${workspace.id}/projects`);
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search and commands' });
    const input = palette.getByRole('combobox', { name: 'Search or run a command' });
    await expectFocused(input);
    await page.keyboard.type('coping');
    await expect
      .poll(() =>
        palette
          .getByRole('option', { name: /Order the coping stones/ })
          .getAttribute('aria-selected'),
      )
      .toBe('true');
    await expectAccessible(page, 'command palette');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Order the coping stones' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(taskPath);

    // Escape closes it, and the focus goes back to where it was.
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await skipLink.focus();
    await page.keyboard.press('Control+k');
    await expectFocused(input);
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });
    await expectFocused(skipLink);

    // On a 360 px phone: the header's Search button opens the screen, which never scrolls sideways.
    await page.setViewportSize(narrowPhone);
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill('sandstone');
    await comments.getByRole('link', { name: /Order the coping stones/ }).waitFor();
    await screenshot(page, 'search-results-360');
    await expectNoSidewaysScroll(page, 'search results');
    await expectAccessible(page, 'search results (phone)');
    await context.close();
  });
});
