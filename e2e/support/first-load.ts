import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { newContext } from './browser';

const budgetsFile = path.resolve(import.meta.dirname, '../../apps/web/bundle-budgets.json');

/** A route's first-load budget in bytes, from the one file that holds the budgets. */
export function firstLoadBudgetBytes(route: string): number {
  const budgets = JSON.parse(fs.readFileSync(budgetsFile, 'utf8')) as {
    default: number;
    routes?: Record<string, number>;
  };
  return (budgets.routes?.[route] ?? budgets.default) * 1000;
}

export interface TransferredScript {
  url: string;
  encoding: string;
  bytes: number;
}

/**
 * The JavaScript a first visit of `url` (empty cache) downloads until the network is idle: each
 * file with its Content-Encoding and body size as received (compressed, headers not counted).
 * `acceptEncoding` replaces the browser's own Accept-Encoding header when given.
 */
export async function javascriptOfFirstVisit(
  browser: Browser,
  url: string,
  acceptEncoding?: string,
): Promise<TransferredScript[]> {
  const context = await newContext(browser);
  if (acceptEncoding) await context.setExtraHTTPHeaders({ 'Accept-Encoding': acceptEncoding });
  const page = await context.newPage();
  const pending: Promise<TransferredScript | null>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        if (!response) return null;
        return {
          url: new URL(request.url()).pathname,
          encoding: response.headers()['content-encoding'] ?? 'identity',
          bytes: sizes.responseBodySize,
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = (await Promise.all(pending)).filter((script) => script !== null);
  await context.close();
  return scripts;
}
