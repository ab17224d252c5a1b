import { expect } from 'vitest';
import type { Page } from '@groundwork/shared/common/paging';
import type { TestContext, TestUser } from './test-app';

/** GET `url` as `user`, expecting 200; answers the parsed body. */
export async function getJson<T>(ctx: TestContext, user: TestUser, url: string): Promise<T> {
  const response = await ctx.app.inject({ method: 'GET', url, headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

function withPage(url: string, limit: number, cursor: string | null): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('limit', String(limit));
  if (cursor !== null) params.set('cursor', cursor);
  return `${path}?${params}`;
}

/**
 * Every page of a list, from the first to the one whose `nextCursor` is null; `between` runs
 * after each page (to change rows while the list is walked). Answers the items in page order.
 */
export async function walkPages<T>(
  ctx: TestContext,
  user: TestUser,
  url: string,
  limit: number,
  between: (pageNumber: number) => Promise<void> = async () => {},
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page: Page<T> = await getJson<Page<T>>(ctx, user, withPage(url, limit, cursor));
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    if (page.nextCursor === null) return items;
    // A page that says more follow is full.
    expect(page.items).toHaveLength(limit);
    cursor = page.nextCursor;
    await between(pageNumber);
    if (pageNumber > 500) throw new Error(`${url}: pages never end`);
  }
}

/** A query answered 400 with the given message. */
export async function expectRefused(
  ctx: TestContext,
  user: TestUser,
  url: string,
  message: string,
): Promise<void> {
  const response = await ctx.app.inject({ method: 'GET', url, headers: user.headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
  expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
}
