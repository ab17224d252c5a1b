import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  newContext,
  screenshot,
  uniquePhoneNumber,
  viewports,
} from '../support/browser';
import { signIn } from '../support/sign-in';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

// The icons are named by their content at build, as the code files are.
const CACHED_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/** Width and height of a PNG, from its header chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits for the service worker to be active, and reloads until it controls the page. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
}

/** The address of every entry of every cache in Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

/** Takes `path` out of the worker's cache and fetches it: 'failed' when nothing answers. */
async function fetchOutOfCache(path: string): Promise<'answered' | 'failed'> {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (new URL(request.url).pathname === path) await cache.delete(request);
    }
  }
  // Past the HTTP cache too, which answers offline as well.
  return fetch(path, { cache: 'no-store' }).then(
    () => 'answered',
    () => 'failed',
  );
}

describe('installing the app on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('links a manifest that meets the install criteria, with icons of the sizes it names', async () => {
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const response = await page.request.get(href ?? '');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Groundwork',
      short_name: 'Groundwork',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#4f46e5',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type'], icon.src).toBe(icon.type);
      expect(image.headers()['cache-control'], icon.src).toBe(CACHED_FOR_A_YEAR);
      expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
    }
    // The favicon and the home-screen icon of iOS too, which index.html names.
    for (const rel of ['icon', 'apple-touch-icon']) {
      const iconHref = await page.locator(`link[rel="${rel}"]`).getAttribute('href');
      const image = await page.request.get(iconHref ?? '');
      expect(image.status(), rel).toBe(200);
      expect(image.headers()['cache-control'], rel).toBe(CACHED_FOR_A_YEAR);
    }

    // Chromium's own reading of the manifest finds nothing wrong with it.
    const devtools = await context.newCDPSession(page);
    const { errors } = (await devtools.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens from the service worker with no connection, and never caches an API answer', async () => {
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    // Uncaught errors, and the policy refusing a script (the worker keeps index.html with the
    // headers it came with, which must still allow its inline first-visit script).
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) pageErrors.push(message.text());
    });
    await page.goto('/login');
    await underServiceWorker(page);

    // No connection at all: the page, its code and styles come from the worker's cache.
    await context.setOffline(true);
    const offlinePage = await page.reload();
    expect(offlinePage?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: 'Groundwork Venture Builder' }).waitFor();
    await page.getByLabel('Phone Number').waitFor();
    // The emulation cuts the worker's own requests too (a file taken out of its cache can no
    // longer be had), so the page above came from Cache Storage, not from the server.
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(await page.evaluate(fetchOutOfCache, favicon ?? '')).toBe('failed');
    await screenshot(page, 'installable-offline-sign-in');

    // Signed in, the page asks the API for a great deal under the worker; none of it is kept.
    await context.setOffline(false);
    await signIn(page, uniquePhoneNumber());
    await page.getByRole('heading', { name: 'Workspaces', level: 1 }).waitFor();
    const urls = await cachedUrls(page);
    expect(urls.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);

    // Offline with a session: the first-visit script's early requests fail, and the app still
    // draws a screen of its own rather than a blank page or an uncaught error.
    await context.setOffline(true);
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    await page
      .getByRole('heading', { name: 'Workspaces', level: 1 })
      .or(page.getByText('Network error. Please check your connection.'))
      .waitFor();
    await screenshot(page, 'installable-offline-signed-in');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
