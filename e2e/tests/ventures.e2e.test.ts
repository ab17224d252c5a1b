import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, expectFocused } from '../support/accessibility';
import { api } from '../support/api';
import { checkBothWidths } from '../support/both-widths';
import { launchBrowser, newContext, screenshot, uniquePhoneNumber } from '../support/browser';
import { setDisplayName, signIn } from '../support/sign-in';

/** A PNG of two bands of colour: real image bytes, since the server checks a file's content. */
function bandsPng(top: number[], bottom: number[], width = 480, height = 270): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0); // no filter
    for (let x = 0; x < width; x += 1) rows.push(...(y < height * 0.6 ? top : bottom));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const businessPlanPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Dawn Bakery business plan\n%%EOF\n',
);

const pitch = [
  'Dawn Bakery will bake bread on Main Street before sunrise, for the builders and nurses who start work early.',
  'We hold the lease, two deck ovens and a baker with twelve years of experience. The money pays for the first year of flour, power and wages.',
].join('\n\n');

/** A datetime-local value `days` from now, in the browser's own time. */
function daysFromNow(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

describe('ventures and pledges', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a venture is drafted with images, published, funded by a backer, converted, and the backer sees the project', async () => {
    const creatorContext = await newContext(browser);
    const creator = await creatorContext.newPage();
    await signIn(creator, uniquePhoneNumber());
    await setDisplayName(creator, /^\+1 /, 'Cora Creator');
    const backerContext = await newContext(browser);
    const backer = await backerContext.newPage();
    await signIn(backer, uniquePhoneNumber());
    await setDisplayName(backer, /^\+1 /, 'Bo Backer');

    // Setup through the API: the creator's workspace. The backer is not a member of it.
    const workspace = await api<{ id: string }>(creator, 'POST', '/api/workspaces', {
      name: 'Main Street Makers',
    });
    const venturesUrl = `/workspaces/${workspace.id}/ventures`;

    await creator.goto(venturesUrl);
    await creator.getByText('No ventures yet. Create your first venture to get started.').waitFor();
    await checkBothWidths(creator, 'ventures-empty');

    // The wizard: each step checks its fields on Next.
    await creator.getByRole('link', { name: 'Create Venture' }).first().click();
    await creator.getByRole('heading', { level: 1, name: 'Create Venture' }).waitFor();
    await creator.getByRole('button', { name: 'Next' }).click();
    await creator.getByText('Name is required').waitFor();
    await creator.getByText('Funding goal is required').waitFor();
    await checkBothWidths(creator, 'venture-wizard-basic-errors');
    await creator.getByLabel('Name').fill('Dawn Bakery');
    await creator.getByLabel('Category').selectOption({ label: 'Hospitality & Food Service' });
    await creator.getByLabel('Description (optional)').fill('Bread before sunrise on Main Street');
    await creator.getByLabel('Funding goal (USD)').fill('5000');
    await creator.getByLabel('End date (optional)').fill(daysFromNow(30));
    await creator.getByRole('button', { name: 'Next' }).click();

    await creator.getByLabel('Pitch').fill('Too short');
    await creator.getByRole('button', { name: 'Next' }).click();
    await creator.getByText('Pitch content must be at least 100 characters').waitFor();
    await creator.getByLabel('Pitch').fill(pitch);
    await creator.getByRole('button', { name: 'Next' }).click();
    await creator.getByText('Venture saved as draft').first().waitFor();

    // Media: the draft exists, so two images and a plan go up.
    await creator.getByLabel('Choose files').setInputFiles([
      {
        name: 'storefront.png',
        mimeType: 'image/png',
        buffer: bandsPng([70, 120, 200], [180, 120, 60]),
      },
      { name: 'ovens.png', mimeType: 'image/png', buffer: bandsPng([200, 90, 40], [60, 60, 60]) },
      { name: 'business-plan.pdf', mimeType: 'application/pdf', buffer: businessPlanPdf },
    ]);
    const images = creator.getByRole('list', { name: 'Images' });
    await images.getByRole('img', { name: 'ovens.png' }).waitFor({ timeout: 30_000 });
    await creator.getByRole('list', { name: 'Documents' }).getByText('business-plan.pdf').waitFor();
    // Each finished upload leaves the progress list after 2 s.
    await creator.getByRole('list', { name: 'Upload progress' }).waitFor({ state: 'detached' });
    await checkBothWidths(creator, 'venture-wizard-media');
    await creator.getByRole('button', { name: 'Next' }).click();
    await creator.getByRole('heading', { name: 'Review' }).waitFor();
    await checkBothWidths(creator, 'venture-wizard-review');
    await creator.getByRole('button', { name: 'Publish Venture' }).click();
    await creator.getByText('Venture created successfully').first().waitFor();
    await creator.waitForURL(/\/ventures\/[0-9a-f-]{36}$/);
    const ventureUrl = new URL(creator.url()).pathname;
    await creator.getByRole('heading', { level: 1, name: 'Dawn Bakery' }).waitFor();
    expect(await creator.getByRole('button', { name: 'Pledge' }).count()).toBe(0);

    // The list shows its card with the thumbnail, the funding and the countdown.
    await creator.goto(venturesUrl);
    await creator.getByText('1 venture found').waitFor();
    await creator.getByText('30 days left').or(creator.getByText('29 days left')).waitFor();
    await checkBothWidths(creator, 'ventures-list');

    // The backer finds it on Explore and opens it.
    await backer.goto('/ventures');
    await backer.getByRole('link', { name: 'Dawn Bakery' }).first().click();
    await backer.waitForURL(`**${ventureUrl}`);
    await backer.getByRole('heading', { level: 1, name: 'Dawn Bakery' }).waitFor();
    await backer.getByText('Cora Creator', { exact: true }).waitFor();
    await backer.getByText('0 backers').waitFor();
    await checkBothWidths(backer, 'venture-detail-live');

    // The lightbox: next, the arrows, Escape back to the thumbnail.
    const firstThumbnail = backer.getByRole('button', {
      name: 'Open image 1 of 2: storefront.png',
    });
    await firstThumbnail.click();
    const lightbox = backer.getByRole('dialog', { name: 'storefront.png' });
    await lightbox.getByText('1 / 2').waitFor();
    await lightbox.getByRole('img', { name: 'storefront.png' }).waitFor();
    await expectAccessible(backer, 'venture image lightbox');
    await screenshot(backer, 'venture-lightbox-desktop');
    await backer.keyboard.press('ArrowRight');
    await backer.getByRole('dialog', { name: 'ovens.png' }).getByText('2 / 2').waitFor();
    await backer.keyboard.press('ArrowLeft');
    await backer.getByRole('dialog', { name: 'storefront.png' }).getByText('1 / 2').waitFor();
    await backer.getByRole('button', { name: 'Next image' }).click();
    await backer.getByText('2 / 2').waitFor();
    await backer.keyboard.press('Escape');
    await backer.getByRole('dialog').waitFor({ state: 'detached' });
    await expectFocused(firstThumbnail);

    // The backer pledges the whole goal through the dialog.
    await backer.getByRole('button', { name: 'Pledge' }).click();
    const dialog = backer.getByRole('dialog', { name: 'Pledge to Dawn Bakery' });
    const amount = dialog.getByLabel('Amount (USD)');
    await expectFocused(amount);
    await amount.pressSequentially('5000.009');
    expect(await amount.inputValue()).toBe('5000.00');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('$5,000.00').waitFor();
    await checkBothWidths(backer, 'venture-pledge-confirm');
    await dialog.getByRole('button', { name: 'Confirm Pledge' }).click();
    await backer.getByText('Pledge submitted successfully').first().waitFor();
    await backer
      .getByText(
        'This venture has reached its funding goal! The creator can now convert it to a project.',
      )
      .waitFor();
    await backer.getByText('1 backer', { exact: true }).waitFor();
    await backer.getByText('Successful', { exact: true }).waitFor();
    expect(await backer.getByRole('button', { name: 'Pledge' }).count()).toBe(0);
    await checkBothWidths(backer, 'venture-detail-successful');

    // My Pledges: the total, the count, both badges.
    await backer.goto('/pledges');
    await backer.getByRole('heading', { level: 1, name: 'My Pledges' }).waitFor();
    await backer.getByText('1 pledge', { exact: true }).waitFor();
    const pledge = backer.getByRole('listitem').filter({ hasText: 'Dawn Bakery' });
    await pledge.getByText('Confirmed').waitFor();
    await pledge.getByText('Successful').waitFor();
    expect(await backer.getByText('$5,000.00').count()).toBeGreaterThanOrEqual(2);
    await checkBothWidths(backer, 'my-pledges');

    // The creator converts it; the backer becomes a member and sees the project.
    await creator.goto(ventureUrl);
    await creator.getByRole('button', { name: 'Convert to Project' }).click();
    const convert = creator.getByRole('dialog', { name: 'Convert to Project' });
    await convert
      .getByText(
        'This will create a new project from "Dawn Bakery" and add all 1 backer as workspace members. This action cannot be undone.',
      )
      .waitFor();
    await checkBothWidths(creator, 'venture-convert-confirm');
    await convert.getByRole('button', { name: 'Convert to Project' }).click();
    await creator
      .getByText('Venture converted successfully! 1 backer added as workspace members.')
      .first()
      .waitFor();
    await creator
      .getByText('This venture has been converted to a project and is now in execution phase.')
      .waitFor();
    await creator.getByText('Converted to Project', { exact: true }).waitFor();
    await checkBothWidths(creator, 'venture-detail-converted');

    await backer.goto(`/workspaces/${workspace.id}/projects`);
    await backer.getByText('Dawn Bakery').first().waitFor();
    await screenshot(backer, 'venture-backer-project-desktop');
    await expectAccessible(backer, 'the backer’s projects with the converted venture');

    await creatorContext.close();
    await backerContext.close();
  });
});
