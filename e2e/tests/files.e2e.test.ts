import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectFocused, expectVisibleFocusRings } from '../support/accessibility';
import { api } from '../support/api';
import { launchBrowser, newContext, screenshot, uniquePhoneNumber } from '../support/browser';
import { checkBothWidths } from '../support/both-widths';
import { setDisplayName, signIn } from '../support/sign-in';

/**
 * A PNG of a sky over a roof, made here: real image bytes, since the server checks each file's
 * content against its type, and large enough to look at in the preview.
 */
function roofPng(width = 320, height = 200): Buffer {
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
    for (let x = 0; x < width; x += 1) {
      const roof = y > height * 0.3 + Math.abs(x - width / 2) * 0.6;
      rows.push(...(roof ? [120, 53, 15] : [125, 180, 240 - Math.round(y / 2)]));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small PDF padded to `size` bytes, so the upload takes long enough to watch its progress. */
function pdfOfSize(size: number): Buffer {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n';
  const tail = '\n%%EOF\n';
  return Buffer.from(head + '%'.repeat(Math.max(0, size - head.length - tail.length)) + tail);
}

const row = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

/** The rows' filenames, top to bottom. */
async function rowNames(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Files', exact: true })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      ),
    );
}

describe('task files', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('uploads, finds, previews, downloads and deletes the files of a task', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, uniquePhoneNumber());
    await setDisplayName(page, /^\+1 /, 'Tia Manager');

    // Setup through the API: a workspace, a project and a task.
    const workspace = await api<{ id: string }>(page, 'POST', '/api/workspaces', {
      name: 'Birch Lane Build',
    });
    const project = await api<{ id: string }>(
      page,
      'POST',
      `/api/projects?workspaceId=${workspace.id}`,
      { name: 'Roof replacement', workspaceId: workspace.id },
    );
    const task = await api<{ id: string }>(page, 'POST', `/api/tasks?workspaceId=${workspace.id}`, {
      title: 'Order shingles',
      projectId: project.id,
    });
    const taskUrl = `/workspaces/${workspace.id}/projects/${project.id}/tasks/${task.id}`;

    await page.goto(`${taskUrl}/files`);
    await page.getByRole('heading', { level: 1, name: 'Task Files' }).waitFor();
    await page.getByText('No files uploaded yet').waitFor();
    await page.getByText('0 files').waitFor();
    await checkBothWidths(page, 'files-empty');

    // A batch with one file the rules refuse sends nothing and says why.
    await page.getByRole('button', { name: 'Upload your first file' }).click();
    const picker = page.getByLabel('Browse files');
    await expectFocused(picker);
    await picker.setInputFiles([
      { name: 'fine.txt', mimeType: 'text/plain', buffer: Buffer.from('fine') },
      { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    ]);
    const refused = page.getByRole('alert').filter({ hasText: 'No files were uploaded.' });
    await refused.getByText('setup.exe: File type not allowed').waitFor();
    await checkBothWidths(page, 'files-batch-refused');
    expect(await page.getByRole('progressbar').count()).toBe(0);

    // Two files through the picker, on a slow connection so the bars can be seen moving.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await picker.setInputFiles([
      { name: 'Inspection report.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(600_000) },
      { name: 'roof-photo.png', mimeType: 'image/png', buffer: roofPng() },
    ]);
    const reportBar = page.getByRole('progressbar', { name: 'Uploading Inspection report.pdf' });
    await page.waitForFunction(() => {
      const bar = document.querySelector('[aria-label="Uploading Inspection report.pdf"]');
      const now = Number(bar?.getAttribute('aria-valuenow'));
      return now > 0 && now < 100;
    });
    await screenshot(page, 'files-uploading-desktop');
    const progress = page.getByRole('list', { name: 'Upload progress' });
    await progress.getByRole('img', { name: 'Uploaded' }).nth(1).waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(await reportBar.getAttribute('aria-valuenow')).toBe('100');
    await page.getByText('File uploaded successfully').first().waitFor();
    await row(page, 'Inspection report.pdf').waitFor();
    await row(page, 'roof-photo.png').waitFor();
    await checkBothWidths(page, 'files-uploaded');
    // The progress list clears 3 s after the batch.
    await progress.waitFor({ state: 'detached', timeout: 6_000 });

    // A third file dropped on the zone, as a browser's drag and drop hands it over.
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(
        new File(['Ridge vents: 4\nUnderlayment: 12 rolls\n'], 'materials.txt', {
          type: 'text/plain',
        }),
      );
      return transfer;
    });
    await page.getByTestId('upload-drop-zone').dispatchEvent('drop', { dataTransfer });
    await row(page, 'materials.txt').waitFor();
    await page.getByText('3 files').waitFor();

    // Search, type filter and sort; newest first to begin with.
    expect((await rowNames(page))[0]).toBe('materials.txt');
    await page.getByLabel('Search files').fill('roof');
    await row(page, 'materials.txt').waitFor({ state: 'detached' });
    // The server answers each search, filter and order: wait for its rows.
    await expect.poll(() => rowNames(page)).toEqual(['roof-photo.png']);
    await page.getByLabel('Search files').fill('nothing like this');
    await page.getByText('No files match your search criteria').waitFor();
    await page.getByLabel('Search files').fill('');
    await page.getByLabel('Type').selectOption({ label: 'Documents' });
    await row(page, 'roof-photo.png').waitFor({ state: 'detached' });
    await expect.poll(() => rowNames(page)).toEqual(['materials.txt', 'Inspection report.pdf']);
    await page.getByLabel('Type').selectOption({ label: 'All' });
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await page.getByRole('button', { name: 'Name, ascending' }).waitFor();
    await expect
      .poll(() => rowNames(page))
      .toEqual(['Inspection report.pdf', 'materials.txt', 'roof-photo.png']);
    await page.getByRole('button', { name: 'Size', exact: true }).click();
    await page.getByRole('button', { name: 'Size, descending' }).waitFor();
    await expect.poll(async () => (await rowNames(page))[0]).toBe('Inspection report.pdf');
    await checkBothWidths(page, 'files-sorted');
    await expectVisibleFocusRings(page, 'files-sorted');

    // The image opens large; Escape closes it and the focus goes back to its thumbnail.
    const thumbnail = row(page, 'roof-photo.png').getByRole('button', {
      name: 'Preview roof-photo.png',
    });
    await row(page, 'roof-photo.png')
      .getByRole('img', { name: 'Thumbnail of roof-photo.png' })
      .evaluate((image: HTMLImageElement) => image.decode());
    await thumbnail.click();
    const preview = page.getByRole('dialog', { name: 'roof-photo.png' });
    await preview.getByRole('img', { name: 'roof-photo.png' }).waitFor();
    await checkBothWidths(page, 'file-preview');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await expectFocused(thumbnail);

    // Download: the browser saves the file under its name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row(page, 'Inspection report.pdf').getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Inspection report.pdf');
    await page.getByText('Download started').waitFor();

    // Delete asks inline first; Cancel keeps the file, Yes removes it.
    const materials = row(page, 'materials.txt');
    await materials.getByRole('button', { name: 'Delete' }).click();
    await materials.getByText('Delete this file?').waitFor();
    await checkBothWidths(page, 'file-delete-confirmation');
    await materials.getByRole('button', { name: 'Cancel' }).click();
    await materials.getByRole('button', { name: 'Delete' }).click();
    await materials.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('File deleted successfully').waitFor();
    await materials.waitFor({ state: 'detached' });
    await page.getByText('2 files').waitFor();

    // The task detail's Files section leads to the full page.
    await page.goto(taskUrl);
    const section = page.getByRole('region', { name: 'Files' });
    await row(page, 'roof-photo.png').waitFor();
    await checkBothWidths(page, 'task-detail-files');
    await section.getByRole('link', { name: 'Full Screen View' }).click();
    await page.waitForURL(`**${taskUrl}/files`);
    await page.getByRole('heading', { level: 1, name: 'Task Files' }).waitFor();

    // The workspace's files, each naming its task and project.
    await page.goto(`/workspaces/${workspace.id}/files`);
    await page.getByRole('heading', { level: 1, name: 'Files' }).waitFor();
    const report = row(page, 'Inspection report.pdf');
    await report.getByRole('link', { name: 'Order shingles' }).waitFor();
    await report.getByRole('link', { name: 'Roof replacement' }).waitFor();
    expect(await page.getByRole('button', { name: 'Upload Files' }).count()).toBe(0);
    await checkBothWidths(page, 'workspace-files');

    // A task that does not exist.
    await page.goto(
      `/workspaces/${workspace.id}/projects/${project.id}/tasks/00000000-0000-4000-8000-000000000000/files`,
    );
    await page.getByText('Task Not Found').waitFor();

    await context.close();
  });
});
