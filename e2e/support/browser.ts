import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * An address of its own for each browser context, as each phone has (the server trusts the
 * header here, as behind a proxy): the journeys sign in more people than one address may ask
 * codes for in an hour. From 198.18.0.0/15, a range kept for tests.
 */
function deviceAddress(): string {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return `198.${18 + Math.floor(Math.random() * 2)}.${part()}.${part()}`;
}

export async function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    extraHTTPHeaders: { 'X-Forwarded-For': deviceAddress() },
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Saves a full-page screenshot under e2e/artifacts for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

interface OutboxLine {
  to: string;
  code: string | null;
  message: string;
  at: string;
}

function readOutbox(): OutboxLine[] {
  const file = inject('outboxFile');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** The newest sign-in code sent to a phone (E.164), waiting for it to arrive. */
export async function latestCodeFor(phoneNumber: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const code = readOutbox()
      .filter((line) => line.to === phoneNumber && line.code)
      .at(-1)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in code reached ${phoneNumber}`);
}

let phoneSequence = Date.now() % 10_000;

/** A fresh US phone number in E.164, different on every call and every run. */
export function uniquePhoneNumber(): string {
  phoneSequence = (phoneSequence + 1) % 10_000;
  return `+1415666${String(phoneSequence).padStart(4, '0')}`;
}
